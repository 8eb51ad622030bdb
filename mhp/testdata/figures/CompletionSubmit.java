// Tasks handed to an ExecutorCompletionService run in the executor's
// threads: the two instances of the task at line 14 pair on hits.
import java.util.concurrent.CompletionService;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

class CompletionSubmit {
    static int hits;

    public static void main(String[] args) throws Exception {
        ExecutorService ex = Executors.newFixedThreadPool(2);
        CompletionService<Integer> cs = new ExecutorCompletionService<>(ex);
        for (int i = 0; i < 2; i++) cs.submit(() -> ++hits);
        cs.take();
        cs.take();
        ex.shutdown();
    }
}

// invokeAny runs the tasks of its collection in the pool and returns the
// result of one that completed; the others may still be running (their
// cancellation does not stop a task that ignores interrupts): the tasks'
// writes of a race with each other and with main's read after the call.
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

class InvokeAny {
    static int a;

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<Callable<Integer>> ts = new ArrayList<>();
        ts.add(() -> a = 1);
        ts.add(() -> a = 2);
        Integer first = pool.invokeAny(ts);
        int seen = a;
        pool.shutdown();
    }
}

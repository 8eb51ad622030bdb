import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

// Two tasks handed to invokeAll each add one to a plain int: an update
// is lost when both read hits before either writes it (vsched.TestInvokeAll).
public class InvokeAllLost {
    static int hits;

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<Callable<Integer>> ts = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            ts.add(() -> hits++);
        }
        pool.invokeAll(ts);
        pool.shutdown();
        if (hits != 2) {
            throw new IllegalStateException("lost update: " + hits);
        }
    }
}

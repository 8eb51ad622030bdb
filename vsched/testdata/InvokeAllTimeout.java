import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

// invokeAll with a timeout cancels the tasks unfinished at the timeout,
// and main takes a cancelled task for one that never ran; but a task that
// began before the cancel runs on (vsched.TestInvokeAnyCancel). java -ea
// InvokeAllTimeout 100 (the timeout in microseconds) failed 4 runs of 50.
public class InvokeAllTimeout {
    static final AtomicInteger ran = new AtomicInteger();

    public static void main(String[] args) throws Exception {
        long micros = args.length > 0 ? Long.parseLong(args[0]) : 100;
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<Callable<Integer>> ts = Arrays.asList(() -> ran.incrementAndGet(), () -> ran.incrementAndGet());
        List<Future<Integer>> fs = pool.invokeAll(ts, micros, TimeUnit.MICROSECONDS);
        int cancelled = 0;
        for (Future<Integer> f : fs) {
            if (f.isCancelled()) {
                cancelled++;
            }
        }
        pool.shutdown();
        pool.awaitTermination(1, TimeUnit.MINUTES);
        if (ran.get() + cancelled != 2) {
            throw new IllegalStateException("ran " + ran.get() + ", cancelled " + cancelled);
        }
    }
}

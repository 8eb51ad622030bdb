import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

// cancel(false) returns true for a task that has begun but not ended, and
// does not stop it: main, told the task was cancelled, does its work
// itself, and the work is done twice when the task started before the
// cancel (vsched.TestCancelStart).
public class CancelStart {
    static int done;

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        Future<?> f = pool.submit(() -> {
            done++;
        });
        if (f.cancel(false)) {
            done++; // the task will not run: do its work here
        }
        pool.shutdown();
        pool.awaitTermination(1, TimeUnit.MINUTES);
        if (done != 1) {
            throw new IllegalStateException("done " + done + " times");
        }
    }
}

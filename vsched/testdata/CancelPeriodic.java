import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

// CancelStart with a periodic task: cancel(false) does not stop a run of
// a scheduleWithFixedDelay task that has begun (FutureTask.runAndReset
// reads the Future's state twice before the task's body), and main, told
// the task is cancelled, does its work itself (vsched.TestCancelStart).
public class CancelPeriodic {
    static int done;

    public static void main(String[] args) throws Exception {
        ScheduledExecutorService pool = Executors.newSingleThreadScheduledExecutor();
        ScheduledFuture<?> f = pool.scheduleWithFixedDelay(() -> {
            done++;
        }, 0, 1, TimeUnit.HOURS);
        if (f.cancel(false)) {
            done++; // the task will not run again: do its work here
        }
        pool.shutdown();
        pool.awaitTermination(1, TimeUnit.MINUTES);
        if (done != 1) {
            throw new IllegalStateException("done " + done + " times");
        }
    }
}

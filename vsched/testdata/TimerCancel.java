import java.util.Timer;
import java.util.TimerTask;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

// TimerTask.cancel() returns true for a periodic task that is running,
// and does not stop that run: main, told the task is cancelled, does its
// work itself, and the work is done twice when the Timer's thread began
// the run before the cancel (vsched.TestCancelStart).
public class TimerCancel {
    static int done;

    public static void main(String[] args) throws Exception {
        CountDownLatch ran = new CountDownLatch(1);
        Timer timer = new Timer(true);
        TimerTask task = new TimerTask() {
            public void run() {
                done++;
                ran.countDown();
            }
        };
        timer.schedule(task, 0, 3_600_000);
        if (task.cancel()) {
            done++; // the task will not run again: do its work here
        } else {
            ran.await();
        }
        ran.await(1, TimeUnit.SECONDS);
        if (done != 1) {
            throw new IllegalStateException("done " + done + " times");
        }
    }
}

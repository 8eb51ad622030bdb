import java.util.Timer;
import java.util.TimerTask;
import java.util.concurrent.CountDownLatch;

// timerthrow (examples/) reduced: a periodic TimerTask (every 1 ms on a
// daemon Timer) reads a volatile field that main sets only after
// scheduling it; a second, one-shot task counts a latch down that main
// awaits. The bug: the first run of the periodic task before main's
// write (a NullPointerException in the Timer's thread). With --time free
// the periodic task may run any number of times while main is slow
// (explore.TestTimeoutBound).
public class TimerEarly {
    static volatile String endpoint;
    static final StringBuffer sent = new StringBuffer();

    public static void main(String[] args) throws InterruptedException {
        final CountDownLatch done = new CountDownLatch(1);
        Timer timer = new Timer(true);
        timer.schedule(new TimerTask() {
            public void run() {
                sent.append(endpoint.length() > 0 ? "beat " : "");
            }
        }, 0, 1);
        endpoint = "http://monitor/beat";
        timer.schedule(new TimerTask() {
            public void run() {
                sent.append("bye");
                done.countDown();
            }
        }, 0);
        done.await();
        timer.cancel();
    }
}

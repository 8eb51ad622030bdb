/*
 * timerthrow: a TimerTask that throws kills its Timer.
 *
 * main schedules a periodic heartbeat on a java.util.Timer and only then
 * sets the endpoint the heartbeat reports to. A heartbeat that runs
 * before the endpoint is set throws a NullPointerException, which ends
 * the Timer's thread and cancels the Timer: main's next schedule (a
 * one-shot shutdown report) fails.
 *
 * Failing schedule: the Timer thread runs the first heartbeat before
 * main sets the endpoint: NullPointerException in "Timer-0", which ends
 * it; then main's timer.schedule throws IllegalStateException "Timer
 * already cancelled." (or, if main schedules before the dying thread
 * clears the queue, the report never runs and main waits forever).
 *
 * java -jar timerthrow.jar [slow] [fixed]: "fixed" sets the endpoint
 * before scheduling; "slow" sleeps 10 ms between the two (HotSpot starts
 * the Timer's thread more slowly than main reaches the assignment).
 */
package timerthrow;

import java.util.Timer;
import java.util.TimerTask;
import java.util.concurrent.CountDownLatch;

public class Main {
    static volatile String endpoint;
    static final StringBuffer sent = new StringBuffer();

    public static void main(String[] args) throws InterruptedException {
        boolean fixed = args.length > 0 && args[args.length - 1].equals("fixed");
        boolean slow = args.length > 0 && args[0].equals("slow");
        final CountDownLatch done = new CountDownLatch(1);
        Timer timer = new Timer(true);
        if (fixed) {
            endpoint = "http://monitor/beat";
        }
        timer.schedule(new TimerTask() {
            public void run() {
                sent.append(endpoint.length() > 0 ? "beat " : "");
            }
        }, 0, 1);
        if (slow) {
            Thread.sleep(10); // widens the window for HotSpot
        }
        endpoint = "http://monitor/beat";
        timer.schedule(new TimerTask() {
            public void run() {
                sent.append("bye");
                done.countDown();
            }
        }, 0);
        done.await();
        timer.cancel();
        System.out.println(sent);
    }
}

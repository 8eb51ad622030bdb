/*
 * timerflush: a java.util.Timer task resets a counter main increments.
 *
 * main counts hits in a volatile field; a TimerTask (an anonymous
 * subclass) scheduled on a daemon Timer moves the hits seen so far into
 * a total: "int h = hits; hits = 0; total += h". Neither side locks
 * (volatile makes each read and write visible, not hits++ atomic), so
 * a reset between main's read and write of hits puts a hit in the total
 * and leaves it in hits: it is counted twice.
 *
 * Failing schedules: main counts hit 1 (hits = 1) and reads hits for
 * hit 2; the Timer thread runs the task: total = 1, hits = 0; main
 * writes hits = 2; after the latch main's own flush makes total 3:
 * "java.lang.IllegalStateException: 3 hits accounted, 2 counted" in
 * main. Or the task reads hits (0), main counts both hits, the task
 * writes hits = 0: "0 hits accounted, 2 counted".
 *
 * java -jar timerflush.jar 2000 racy 100000 (rounds, variant, hits per
 * round) fails on most runs; "fixed" counts and flushes under one lock.
 */
package timerflush;

import java.util.Timer;
import java.util.TimerTask;
import java.util.concurrent.CountDownLatch;

public class Main {
    private final Object lock = new Object();
    private final boolean fixed;
    private volatile int hits; // volatile: seen at once, but ++ is still two steps
    private int total;

    Main(boolean fixed) {
        this.fixed = fixed;
    }

    void hit() {
        if (fixed) {
            synchronized (lock) {
                hits++;
            }
        } else {
            hits++;
        }
    }

    void flush() {
        if (fixed) {
            synchronized (lock) {
                total += hits;
                hits = 0;
            }
        } else {
            int h = hits;
            hits = 0;
            total += h;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        int perRound = args.length > 2 ? Integer.parseInt(args[2]) : 2;
        final Main m = new Main(args.length > 1 && args[1].equals("fixed"));
        Timer timer = new Timer("flusher", true);
        for (int round = 0; round < rounds; round++) {
            final CountDownLatch flushed = new CountDownLatch(1);
            timer.schedule(new TimerTask() {
                @Override
                public void run() {
                    m.flush();
                    flushed.countDown();
                }
            }, 0);
            for (int i = 0; i < perRound; i++) {
                m.hit();
            }
            flushed.await();
            m.flush();
            int counted = perRound * (round + 1);
            if (m.total != counted) {
                timer.cancel();
                throw new IllegalStateException(m.total + " hits accounted, " + counted + " counted");
            }
        }
        timer.cancel();
        System.out.println(m.total + " hits accounted");
    }
}

/*
 * adderreset: LongAdder.sum() then reset() in a metrics reporter.
 *
 * Two request threads count hits in a LongAdder; a reporter thread
 * publishes the hits of each period with "sum(); reset();". A hit
 * counted between the sum and the reset is wiped without being
 * reported.
 *
 * Failing schedule: the reporter sums (0), a request thread adds its
 * hit, the reporter resets: the hit is lost, and main's check after the
 * last report fails: IllegalStateException "reported 1 hits, 2 served"
 * in main.
 *
 * java -jar adderreset.jar N [fixed]: N hits per thread and N reports;
 * "fixed" uses sumThenReset(), which takes each cell's count with one
 * getAndSet.
 */
package adderreset;

import java.util.concurrent.atomic.LongAdder;

public class Main {
    static final LongAdder hits = new LongAdder();
    static long reported;

    static void report(boolean fixed) {
        long h;
        if (fixed) {
            h = hits.sumThenReset();
        } else {
            h = hits.sum();
            hits.reset();
        }
        reported += h;
    }

    public static void main(String[] args) throws InterruptedException {
        final int n = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        final boolean fixed = args.length > 1 && args[1].equals("fixed");
        Runnable serve = () -> {
            for (int i = 0; i < n; i++) {
                hits.increment();
            }
        };
        Thread a = new Thread(serve, "request-1");
        Thread b = new Thread(serve, "request-2");
        Thread reporter = new Thread(() -> {
            for (int i = 0; i < n; i++) {
                report(fixed);
            }
        }, "reporter");
        a.start();
        b.start();
        reporter.start();
        a.join();
        b.join();
        reporter.join();
        report(fixed); // the last period
        if (reported != 2L * n) {
            throw new IllegalStateException("reported " + reported + " hits, " + 2L * n + " served");
        }
        System.out.println("reported " + reported + " hits");
    }
}

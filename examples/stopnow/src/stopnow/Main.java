/*
 * stopnow: shutdownNow() does not stop a task that has begun.
 *
 * An exporter runs its two jobs on a single-thread pool: an index, then
 * the report. At the deadline main stops the pool with shutdownNow() and,
 * if the report has not been written, writes it itself: "shutdownNow()
 * cancels what has not run". It cancels only what is still queued: when
 * the worker took the report job before the shutdownNow, the job runs on,
 * and main, which finds no report yet, writes a second one.
 *
 * Failing schedule: the worker ends the index job and begins the report
 * job; main's shutdownNow() finds the queue empty, main reads `written`
 * (false), the worker writes its report, main writes its own.
 *
 * java -jar stopnow.jar N [fixed|bug] [execute]; N rounds; "fixed" runs
 * the jobs shutdownNow() returns, those that never began, instead of
 * checking a flag; "execute" hands the jobs over with execute (plain
 * Runnables, no Futures) instead of submit.
 */
package stopnow;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

public class Main {
    static volatile boolean written;
    static final List<String> out = Collections.synchronizedList(new ArrayList<String>());

    static void report(String by) {
        out.add("report by " + by);
        written = true;
    }

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        boolean fixed = args.length > 1 && args[1].equals("fixed");
        boolean execute = args.length > 2 && args[2].equals("execute");
        for (int round = 0; round < n; round++) {
            written = false;
            out.clear();
            ExecutorService pool = Executors.newSingleThreadExecutor();
            if (execute) {
                pool.execute(() -> out.add("index"));
                pool.execute(() -> report("worker"));
            } else {
                pool.submit(() -> out.add("index"));
                pool.submit(() -> report("worker"));
            }
            // The deadline: stop the exporter and finish its work here.
            List<Runnable> neverRan = pool.shutdownNow();
            if (fixed) {
                for (Runnable job : neverRan) {
                    job.run();
                }
            } else if (!written) {
                report("main");
            }
            pool.awaitTermination(1, TimeUnit.MINUTES);
            int reports = 0;
            synchronized (out) {
                for (String line : out) {
                    if (line.startsWith("report")) {
                        reports++;
                    }
                }
            }
            if (reports != 1) {
                throw new IllegalStateException("round " + round + ": " + reports + " reports written: " + out);
            }
        }
    }
}

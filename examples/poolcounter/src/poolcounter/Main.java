/*
 * poolcounter: a lost update in tasks run by a fixed thread pool.
 *
 * Two tasks, submitted to Executors.newFixedThreadPool(2) as the method
 * reference hits::record, each add one hit to a plain int field with a
 * read and a separate write. main waits for both with Future.get and
 * asserts that two hits were recorded.
 *
 * Failing schedule: pool-1-thread-1 reads count (0), pool-1-thread-2
 * reads count (0), both write 1; main's assert fails with
 * "AssertionError: lost update: 1 hits recorded, 2 expected".
 *
 * Compiled with --release 17 (var, the string concatenation is an
 * invokedynamic). Under java: java -ea -jar poolcounter.jar 100000 records
 * 100000 hits per task and fails on most runs; with "fixed" as a second
 * argument the tasks use synchronized record and it passes.
 */
package poolcounter;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

public class Main {
    static final class Hits {
        private int count;

        void record() {
            int c = count;
            count = c + 1;
        }

        synchronized void recordSafely() {
            record();
        }

        int total() {
            return count;
        }
    }

    public static void main(String[] args) throws Exception {
        var perTask = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        var fixed = args.length > 1 && args[1].equals("fixed");
        var hits = new Hits();
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<Future<?>> futures = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            Runnable one = fixed ? hits::recordSafely : hits::record;
            futures.add(pool.submit(() -> {
                for (int k = 0; k < perTask; k++) {
                    one.run();
                }
            }));
        }
        for (var f : futures) {
            f.get();
        }
        pool.shutdown();
        pool.awaitTermination(1, TimeUnit.MINUTES);
        var expected = 2 * perTask;
        assert hits.total() == expected : "lost update: " + hits.total() + " hits recorded, " + expected + " expected";
        System.out.println("recorded " + hits.total() + " hits");
    }
}

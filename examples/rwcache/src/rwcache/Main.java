/*
 * rwcache: a read lock released before the write lock is taken, without
 * checking again (the lock-upgrade mistake).
 *
 * Reports are cached in a HashMap guarded by a ReentrantReadWriteLock.
 * render looks the report up under the read lock; on a miss it releases
 * the read lock, takes the write lock and builds and stores the report,
 * but does not look again whether another thread built it meanwhile.
 * Building a report is expensive and counted.
 *
 * Failing schedule: viewer-1 misses under the read lock and releases it;
 * viewer-2 misses too; each takes the write lock in turn and builds the
 * report: main's assert fails with "AssertionError: report built 2 times
 * for 2 viewers".
 *
 * Compiled with --release 11 (String.format, invokedynamic concatenation).
 * java -ea -jar rwcache.jar 5000 (rounds) fails on most runs; "fixed"
 * looks again under the write lock.
 */
package rwcache;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.locks.ReentrantReadWriteLock;

public class Main {
    static final Map<String, String> reports = new HashMap<>();
    static final ReentrantReadWriteLock lock = new ReentrantReadWriteLock();
    static int builds;
    static boolean fixed;

    static String build(String name) {
        builds++;
        return String.format("report %s (%d rows)", name, name.length());
    }

    static String render(String name) {
        lock.readLock().lock();
        try {
            String r = reports.get(name);
            if (r != null) {
                return r;
            }
        } finally {
            lock.readLock().unlock();
        }
        lock.writeLock().lock();
        try {
            String r = fixed ? reports.get(name) : null;
            if (r == null) {
                r = build(name);
                reports.put(name, r);
            }
            return r;
        } finally {
            lock.writeLock().unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        fixed = args.length > 1 && args[1].equals("fixed");
        for (int round = 0; round < rounds; round++) {
            String name = "sales-" + round;
            builds = 0;
            Thread a = new Thread(() -> render(name), "viewer-1");
            Thread b = new Thread(() -> render(name), "viewer-2");
            a.start();
            b.start();
            a.join();
            b.join();
            assert builds == 1 : "report built " + builds + " times for 2 viewers";
        }
        System.out.println("each report built once");
    }
}

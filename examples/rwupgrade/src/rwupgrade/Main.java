/*
 * rwupgrade: a read lock "upgraded" to the write lock.
 *
 * A price cache guarded by a ReentrantReadWriteLock: readers look a
 * price up under the read lock; when the entry is stale (its version is
 * older than the feed's), the reader refreshes it, taking the write
 * lock while it still holds the read lock. ReentrantReadWriteLock does
 * not upgrade: writeLock().lock() waits for every reader to leave,
 * itself included, for ever. It only happens when the feed moved on
 * between the reader's lookups, so a test with a quiet feed passes.
 *
 * Failing schedule: the feed thread bumps the version before a reader
 * looks the price up; that reader (and then everyone) waits for ever.
 *
 * java -jar rwupgrade.jar N [fixed]: N lookups per reader; "fixed"
 * releases the read lock, takes the write lock and checks again.
 */
package rwupgrade;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.locks.ReentrantReadWriteLock;

public class Main {
    static final class Entry {
        final int price;
        final int version;
        Entry(int price, int version) { this.price = price; this.version = version; }
    }

    static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    static final Map<String, Entry> cache = new HashMap<String, Entry>();
    static volatile int feedVersion = 0;
    static boolean fixed;

    static int load(String item, int version) {
        return item.length() * 10 + version;
    }

    static int price(String item) {
        rw.readLock().lock();
        try {
            Entry e = cache.get(item);
            int v = feedVersion;
            if (e != null && e.version == v) {
                return e.price;
            }
            if (fixed) {
                rw.readLock().unlock();
                rw.writeLock().lock();
                try {
                    e = cache.get(item);
                    v = feedVersion;
                    if (e == null || e.version != v) {
                        e = new Entry(load(item, v), v);
                        cache.put(item, e);
                    }
                    return e.price;
                } finally {
                    rw.readLock().lock();
                    rw.writeLock().unlock();
                }
            }
            rw.writeLock().lock(); // upgrade: never granted while we read
            try {
                e = new Entry(load(item, v), v);
                cache.put(item, e);
                return e.price;
            } finally {
                rw.writeLock().unlock();
            }
        } finally {
            rw.readLock().unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        final int n = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        fixed = args.length > 1 && args[1].equals("fixed");
        rw.writeLock().lock();
        cache.put("tea", new Entry(load("tea", 0), 0));
        rw.writeLock().unlock();
        Thread feed = new Thread(new Runnable() {
            public void run() {
                feedVersion++;
            }
        }, "feed");
        Thread reader = new Thread(new Runnable() {
            public void run() {
                long total = 0;
                for (int i = 0; i < n; i++) {
                    total += price("tea");
                }
                System.out.println("reader total " + total);
            }
        }, "reader");
        feed.start();
        reader.start();
        feed.join();
        reader.join();
        System.out.println("feed at version " + feedVersion + ", " + cache.size() + " prices cached");
    }
}

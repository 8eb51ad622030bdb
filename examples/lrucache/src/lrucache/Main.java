/*
 * lrucache: an access-ordered LinkedHashMap read under a read lock.
 *
 * A small LRU cache keeps its entries in a LinkedHashMap with
 * accessOrder = true and guards it with a ReentrantReadWriteLock: put
 * takes the write lock, get only the read lock, since "get only reads".
 * It does not: in an access-ordered LinkedHashMap get moves the entry to
 * the end of the map's linked list (afterNodeAccess), so two readers
 * holding the read lock together relink the list at once and can drop an
 * entry from it: the hash table still holds the key, the iteration order
 * (which eviction follows) does not.
 *
 * Failing schedule: reader-1 starts moving k0 to the end and has read its
 * neighbours, reader-2 moves k1 (k0's successor) to the end, reader-1
 * finishes with the stale neighbours: k1 is no longer linked, and main's
 * walk of the keys finds 3 of the 4 cached entries.
 *
 * java -jar lrucache.jar N [fixed]; N gets per reader; "fixed" takes the
 * write lock in get.
 */
package lrucache;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantReadWriteLock;

public class Main {
    static final class LruCache<K, V> {
        private final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
        private final boolean fixed;
        private final Map<K, V> map;

        LruCache(int capacity, boolean fixed) {
            this.fixed = fixed;
            this.map = new LinkedHashMap<K, V>(16, 0.75f, true) {
                @Override
                protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
                    return size() > capacity;
                }
            };
        }

        V get(K key) {
            // get reorders an access-ordered map: it needs the write lock
            Lock l = fixed ? rw.writeLock() : rw.readLock();
            l.lock();
            try {
                return map.get(key);
            } finally {
                l.unlock();
            }
        }

        void put(K key, V value) {
            rw.writeLock().lock();
            try {
                map.put(key, value);
            } finally {
                rw.writeLock().unlock();
            }
        }

        int size() {
            rw.readLock().lock();
            try {
                return map.size();
            } finally {
                rw.readLock().unlock();
            }
        }

        /** The keys from the least to the most recently used, at most limit of them. */
        List<K> order(int limit) {
            rw.readLock().lock();
            try {
                List<K> keys = new ArrayList<>();
                for (K k : map.keySet()) {
                    if (keys.size() == limit) {
                        break; // a corrupted list may loop
                    }
                    keys.add(k);
                }
                return keys;
            } finally {
                rw.readLock().unlock();
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        var n = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        var fixed = args.length > 1 && args[1].equals("fixed");
        var cache = new LruCache<String, Integer>(4, fixed);
        for (var i = 0; i < 4; i++) {
            cache.put("k" + i, i);
        }
        var readers = new Thread[2];
        for (var r = 0; r < readers.length; r++) {
            var first = r;
            readers[r] = new Thread(() -> {
                for (var i = 0; i < n; i++) {
                    cache.get("k" + ((first + i) % 4));
                }
            }, "reader-" + (r + 1));
            readers[r].start();
        }
        for (var t : readers) {
            t.join();
        }
        var order = cache.order(8);
        if (order.size() != cache.size()) {
            throw new IllegalStateException("LRU order lists " + order + ", " + cache.size() + " entries cached");
        }
        System.out.println("LRU order " + order);
    }
}

/*
 * latchcache: check-then-act on a ConcurrentHashMap.
 *
 * Two request threads are released together by a CountDownLatch and look
 * up the same key in a cache. lookup does get, then load and put when the
 * key is missing: each call of the map is atomic, the pair is not (it
 * should be computeIfAbsent). The loader counts its calls in an
 * AtomicInteger; main waits on a second latch and checks that the
 * expensive load ran once.
 *
 * Failing schedule: request-1 gets null, request-2 gets null, both load:
 * main throws "IllegalStateException: config loaded 2 times".
 *
 * Compiled with --release 8 (lambdas as Runnables). Under java the window
 * is small; java -jar latchcache.jar 2000 repeats the experiment with
 * fresh keys and fails on most runs; "fixed" uses computeIfAbsent.
 */
package latchcache;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;

public class Main {
    static final ConcurrentHashMap<String, Integer> cache = new ConcurrentHashMap<>();
    static final AtomicInteger loads = new AtomicInteger();
    static boolean fixed;

    static int load(String key) {
        loads.incrementAndGet();
        return key.length() * 7;
    }

    static int lookup(String key) {
        if (fixed) {
            return cache.computeIfAbsent(key, Main::load);
        }
        Integer v = cache.get(key);
        if (v == null) {
            v = load(key);
            cache.put(key, v);
        }
        return v;
    }

    public static void main(String[] args) throws InterruptedException {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        fixed = args.length > 1 && args[1].equals("fixed");
        for (int r = 0; r < rounds; r++) {
            final String key = "config" + r;
            CountDownLatch start = new CountDownLatch(1);
            CountDownLatch done = new CountDownLatch(2);
            for (int i = 1; i <= 2; i++) {
                new Thread(() -> {
                    try {
                        start.await();
                        lookup(key);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    } finally {
                        done.countDown();
                    }
                }, "request-" + i).start();
            }
            loads.set(0);
            start.countDown();
            done.await();
            if (loads.get() != 1) {
                throw new IllegalStateException("config loaded " + loads.get() + " times");
            }
        }
        System.out.println("loaded once per key");
    }
}

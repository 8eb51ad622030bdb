package com.acme.cache.app;

import com.acme.cache.Cache;
import com.acme.cache.CacheException;
import com.acme.cache.CacheLoader;
import com.acme.cache.EvictionListener;
import com.acme.cache.impl.LruCache;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.concurrent.CountDownLatch;

/**
 * A page server: client threads fetch pages through a read-through LRU
 * cache whose loader renders them; the eviction listener releases the
 * page's buffer. At the end the cache is invalidated and every rendered
 * page must have been released.
 *
 * Usage: Main [requests-per-client] [fixed]
 *
 * The bug (racy variant): client-1 and client-2 both miss "/home",
 * both render it (/home#1, /home#2); client-1 puts /home#1, client-2's
 * put replaces it silently; invalidateAll releases /home#2 only, so
 * main throws IllegalStateException("1 pages never released: [/home#1]").
 * java -ea -jar readthrough.jar 2000 shows it most runs.
 */
public class Main {
    static final String[] PATHS = {"/home", "/about", "/blog", "/contact", "/shop"};

    public static void main(String[] args) throws Exception {
        int requests = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        boolean fixed = args.length > 1 && args[1].equals("fixed");
        int clients = 2;
        final Log log = new Log(requests > 10);

        CacheLoader<String, Page> loader = new CacheLoader<String, Page>() {
            @Override
            public Page load(String path) {
                Page p = Page.render(path);
                log.debug("rendered %s (%d bytes)", p, p.length());
                return p;
            }
        };
        EvictionListener<String, Page> listener = (path, page, cause) -> {
            log.debug("evicted %s: %s", page, cause);
            page.release();
        };
        final Cache<String, Page> cache = new LruCache<String, Page>(3, loader, listener, fixed);

        final CountDownLatch start = new CountDownLatch(1);
        final List<Throwable> failures = new ArrayList<Throwable>();
        List<Thread> threads = new ArrayList<Thread>();
        for (int c = 1; c <= clients; c++) {
            final int id = c;
            Thread t = new Thread(() -> {
                try {
                    start.await();
                    long bytes = 0;
                    for (int r = 0; r < requests; r++) {
                        String path = PATHS[(r * id) % PATHS.length];
                        bytes += cache.get(path).length();
                    }
                    log.info("client-%d served %d requests, %d bytes", id, requests, bytes);
                } catch (CacheException | InterruptedException e) {
                    synchronized (failures) {
                        failures.add(e);
                    }
                }
            }, "client-" + c);
            threads.add(t);
            t.start();
        }
        start.countDown();
        for (Thread t : threads) {
            t.join();
        }
        if (!failures.isEmpty()) {
            throw new IllegalStateException("clients failed: " + failures);
        }
        log.info("cache: %d entries, %s", cache.size(), cache.stats());
        cache.invalidateAll();
        if (!Page.open().isEmpty()) {
            throw new IllegalStateException(Page.open().size() + " pages never released: " + new TreeSet<String>(Page.open()));
        }
        log.info("all pages released");
    }
}

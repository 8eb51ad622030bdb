/*
 * cihaside: a side effect inside ConcurrentHashMap.computeIfAbsent.
 *
 * A template cache: computeIfAbsent(name, this::compile) is atomic per
 * key, and the author relies on that for the whole mapping function,
 * which also counts compilations in a plain int and records the name in
 * a plain ArrayList for a report. computeIfAbsent locks only the key's
 * bin: two threads compiling two different templates run the function
 * at the same time, and the counter and the list lose updates (or the
 * list throws).
 *
 * Failing schedule: renderer-1 compiles "home" while renderer-2
 * compiles "cart"; both read compiled == 0 and both write 1.
 *
 * java -jar cihaside.jar N [fixed]: N renders per thread; "fixed"
 * counts with a LongAdder and logs into a ConcurrentLinkedQueue.
 */
package cihaside;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.LongAdder;

public class Main {
    record Template(String name, String body) {
        String render(String user) { return body.replace("{user}", user); }
    }

    static final class Cache {
        final boolean fixed;
        final ConcurrentHashMap<String, Template> map = new ConcurrentHashMap<>();
        int compiled;
        final LongAdder compiledAdder = new LongAdder();
        final Collection<String> log;

        Cache(boolean fixed) {
            this.fixed = fixed;
            this.log = fixed ? new ConcurrentLinkedQueue<>() : new ArrayList<>();
        }

        Template compile(String name) {
            if (fixed) compiledAdder.increment(); else compiled++;
            log.add(name);
            return new Template(name, "<h1>" + name + " for {user}</h1>");
        }

        String render(String name, String user) {
            return map.computeIfAbsent(name, this::compile).render(user);
        }

        long compilations() { return fixed ? compiledAdder.sum() : compiled; }
    }

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        boolean fixed = args.length > 1 && args[1].equals("fixed");
        Cache cache = new Cache(fixed);
        List<Thread> ts = new ArrayList<>();
        String[][] pages = { {"home", "cart"}, {"cart", "home"} };
        for (int t = 0; t < 2; t++) {
            String[] mine = pages[t];
            String user = "user" + t;
            Thread th = new Thread(() -> {
                for (int i = 0; i < n; i++) {
                    for (String p : mine) {
                        if (!cache.render(p + i, user).contains(user)) throw new AssertionError(p);
                    }
                }
            }, "renderer-" + (t + 1));
            ts.add(th);
            th.start();
        }
        for (Thread th : ts) th.join();
        int size = cache.map.size();
        long c = cache.compilations();
        if (c != size || cache.log.size() != size) {
            throw new IllegalStateException("%d templates cached, %d compilations counted, %d logged"
                .formatted(size, c, cache.log.size()));
        }
        System.out.println(size + " templates compiled once each");
    }
}

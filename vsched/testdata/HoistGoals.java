import java.util.Collections;
import java.util.ConcurrentModificationException;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

// A writer puts into a Collections.synchronizedMap, whose put holds the
// map's lock, then writes v twice; a sweeper iterates the map's entrySet
// without the lock; main reads v once. The bug needs two orders at once:
// the sweeper's iteration begun before the put (served from before the
// put's monitor entry, run.hoist) and the writer's second write of v
// before main's read. Main's read is a bpt with two pairs (the writer's
// first write first, its second write first) whose runs drive the writer
// through the same put: two bpts at the same point, same partner, under
// different goals. With "fixed", the sweeper iterates under the map's
// lock (TestKnownBlockedSameSearch).
public class HoistGoals {
    static int v;
    static boolean cme;

    public static void main(String[] args) throws Exception {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Map<String, Integer> m = Collections.synchronizedMap(new LinkedHashMap<>());
        m.put("a", 0);
        m.put("b", 0);
        Thread w = new Thread(() -> {
            m.put("w", 1);
            v = 1;
            v = 2;
        }, "writer");
        Thread s = new Thread(() -> {
            try {
                if (fixed) {
                    synchronized (m) {
                        sweep(m);
                    }
                } else {
                    sweep(m);
                }
            } catch (ConcurrentModificationException e) {
                cme = true;
            }
        }, "sweeper");
        w.start();
        s.start();
        int r = v;
        w.join();
        s.join();
        if (r == 2 && cme) {
            throw new IllegalStateException("read v == 2 while the sweeper's iteration was broken by the put");
        }
    }

    static void sweep(Map<String, Integer> m) {
        Iterator<Map.Entry<String, Integer>> it = m.entrySet().iterator();
        while (it.hasNext()) {
            it.next();
        }
    }
}

import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

// Two writers put into a Collections.synchronizedMap, whose put holds the
// map's lock; a sweeper iterates the map's entrySet without it (entrySet
// itself takes the lock) and removes the entries still at 0. A put
// between two steps of the iteration makes next() throw
// ConcurrentModificationException in the sweeper (sessions' bug, reduced).
// With "fixed", the sweeper iterates under the map's lock. Each put's
// bpts are made after the map's lock is taken, so the sweeper is served
// first from before that entry (run.hoist; vsched.TestHoistBeforeCallLock).
public class SweepLock {
    public static void main(String[] args) throws Exception {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Map<String, Integer> m = Collections.synchronizedMap(new LinkedHashMap<>());
        m.put("a", 0);
        m.put("b", 0);
        Runnable writer = () -> {
            for (int i = 0; i < 3; i++) {
                m.put(Thread.currentThread().getName() + i, i);
            }
        };
        Thread w1 = new Thread(writer, "w1");
        Thread w2 = new Thread(writer, "w2");
        Thread sweeper = new Thread(() -> {
            for (int round = 0; round < 3; round++) {
                if (fixed) {
                    synchronized (m) {
                        sweep(m);
                    }
                } else {
                    sweep(m);
                }
                Thread.yield();
            }
        }, "sweeper");
        w1.start();
        w2.start();
        sweeper.start();
        w1.join();
        w2.join();
        sweeper.join();
    }

    static void sweep(Map<String, Integer> m) {
        Iterator<Map.Entry<String, Integer>> it = m.entrySet().iterator();
        while (it.hasNext()) {
            if (it.next().getValue() == 0) {
                it.remove();
            }
        }
    }
}

// Two threads put into a fresh ConcurrentHashMap: the first to put
// initializes its table, and the other spins (Thread.yield) in initTable
// until it has. No bug. vsched's pairs on the map's <state> hold one
// thread back inside put while driving the other to its put: when the one
// held back is initializing the table, the other can only spin.
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

public class SpinInit {
    public static void main(String[] args) throws Exception {
        ConcurrentHashMap<String, Integer> m = new ConcurrentHashMap<>();
        AtomicInteger done = new AtomicInteger();
        Thread a = new Thread(() -> {
            m.put("a", 1);
            done.incrementAndGet();
        });
        Thread b = new Thread(() -> {
            m.put("b", 2);
            done.incrementAndGet();
        });
        a.start();
        b.start();
        a.join();
        b.join();
        assert m.size() == 2 && done.get() == 2;
    }
}

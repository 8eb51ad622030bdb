// AtomicCounter: AtomicInteger/AtomicLong/AtomicReference/AtomicIntegerArray updated
// from several threads (incrementAndGet, getAndAdd, compareAndSet retry loops,
// updateAndGet, accumulateAndGet); results printed after join.
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
public class AtomicCounter {
    public static void main(String[] args) throws InterruptedException {
        AtomicInteger ai = new AtomicInteger();
        AtomicLong al = new AtomicLong(1000);
        AtomicInteger max = new AtomicInteger(Integer.MIN_VALUE);
        AtomicIntegerArray hist = new AtomicIntegerArray(5);
        AtomicReference<String> longest = new AtomicReference<>("");
        Thread[] ts = new Thread[4];
        for (int i = 0; i < ts.length; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 250; k++) {
                    ai.incrementAndGet();
                    al.getAndAdd(id);
                    int v = (k * 31 + id * 17) % 1000;
                    max.accumulateAndGet(v, Math::max);
                    hist.incrementAndGet(v % 5);
                }
                String mine = "thread-" + id + "-" + "xxxxxxxx".substring(id);
                while (true) {
                    String cur = longest.get();
                    String next = mine.length() > cur.length() || (mine.length() == cur.length() && mine.compareTo(cur) < 0) ? mine : cur;
                    if (longest.compareAndSet(cur, next)) break;
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("ai " + ai.get() + " al " + al.get() + " max " + max.get() + " hist " + hist + " longest " + longest.get());
        System.out.println("CAS success " + ai.compareAndSet(1000, 5) + " CAS failure " + ai.compareAndSet(1000, 6) + " now " + ai.get());
        System.out.println("getAndIncrement " + ai.getAndIncrement() + " decrementAndGet " + ai.decrementAndGet() + " addAndGet " + ai.addAndGet(10)
            + " getAndSet " + ai.getAndSet(-1) + " updateAndGet " + ai.updateAndGet(x -> x * 100) + " toString " + ai);
    }
}

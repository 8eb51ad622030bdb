// Shared data handed over in every way Races must order: a monitor, an
// AtomicInteger, a volatile flag, a CountDownLatch, a Future, start and
// join. No data race.
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

public class RaceFree {
    static int locked, latched, published, pooled, before, after;
    static volatile boolean ready;
    static final Object lock = new Object();
    static final AtomicInteger atomic = new AtomicInteger();

    public static void main(String[] args) throws Exception {
        CountDownLatch latch = new CountDownLatch(1);
        before = 1;
        Thread t = new Thread(() -> {
            synchronized (lock) {
                locked++;
            }
            atomic.incrementAndGet();
            latched = before + 1;
            latch.countDown();
            published = 3;
            ready = true;
        });
        t.start();
        synchronized (lock) {
            locked++;
        }
        latch.await();
        int l = latched;
        if (ready) {
            l += published;
        }
        int handed = l;
        ExecutorService pool = Executors.newSingleThreadExecutor();
        Future<?> f = pool.submit(() -> pooled = handed);
        f.get();
        pool.shutdown();
        t.join();
        after = pooled + locked + published;
    }
}

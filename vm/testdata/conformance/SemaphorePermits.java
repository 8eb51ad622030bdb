// SemaphorePermits: a counting Semaphore limits concurrency; each worker records the
// maximum number of holders it observed (never above the permit count), and tryAcquire
// / availablePermits behave as documented. Results are printed after join.
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicInteger;
public class SemaphorePermits {
    public static void main(String[] args) throws InterruptedException {
        final Semaphore sem = new Semaphore(2);
        final AtomicInteger inside = new AtomicInteger();
        final AtomicInteger maxInside = new AtomicInteger();
        final int[] work = new int[5];
        Thread[] ts = new Thread[5];
        for (int i = 0; i < ts.length; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 20; k++) {
                    sem.acquireUninterruptibly();
                    try {
                        int now = inside.incrementAndGet();
                        maxInside.accumulateAndGet(now, Math::max);
                        work[id]++;
                        inside.decrementAndGet();
                    } finally { sem.release(); }
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("max concurrent holders <= 2: " + (maxInside.get() <= 2) + " at least one: " + (maxInside.get() >= 1));
        System.out.println("work " + work[0] + " " + work[1] + " " + work[2] + " " + work[3] + " " + work[4] + " permits back " + sem.availablePermits());
        System.out.println("tryAcquire(2) " + sem.tryAcquire(2) + " tryAcquire() " + sem.tryAcquire() + " available " + sem.availablePermits());
        sem.release(3);
        System.out.println("after release(3) available " + sem.availablePermits() + " drain " + sem.drainPermits() + " now " + sem.availablePermits());
    }
}

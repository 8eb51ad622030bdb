// Monitors, AtomicInteger, ReentrantLock and wait/notifyAll in one program.
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantLock;
public class ThreadMix {
    static int counter;
    static final Object lock = new Object();
    public static void main(String[] args) throws Exception {
        Thread[] ts = new Thread[3];
        for (int i = 0; i < ts.length; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 100; k++) synchronized (lock) { counter++; }
            }, "worker-" + i);
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("counter " + counter);
        AtomicInteger ai = new AtomicInteger();
        Thread a = new Thread(() -> { for (int k = 0; k < 50; k++) ai.incrementAndGet(); });
        a.start(); a.join();
        System.out.println("atomic " + ai.get());
        ReentrantLock rl = new ReentrantLock();
        int[] box = new int[1];
        Thread b = new Thread(() -> { for (int k = 0; k < 20; k++) { rl.lock(); try { box[0]++; } finally { rl.unlock(); } } });
        b.start();
        for (int k = 0; k < 20; k++) { rl.lock(); try { box[0]++; } finally { rl.unlock(); } }
        b.join();
        System.out.println("lock " + box[0]);
        final Object mon = new Object();
        final boolean[] ready = new boolean[1];
        Thread w = new Thread(() -> { synchronized (mon) { while (!ready[0]) { try { mon.wait(); } catch (InterruptedException e) {} } System.out.println("woke"); } });
        w.start();
        Thread.sleep(10);
        synchronized (mon) { ready[0] = true; mon.notifyAll(); }
        w.join();
        System.out.println(Thread.currentThread().getName() + " done");
    }
}

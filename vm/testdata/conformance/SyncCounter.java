// SyncCounter: several threads increment shared counters 1000 times each — through a
// synchronized method, a synchronized block on a shared lock, and a static synchronized
// method — and main prints the totals after join (always exact).
public class SyncCounter {
    private int viaMethod;
    private long viaBlock;
    private static int viaStatic;
    private final Object lock = new Object();
    synchronized void incMethod() { viaMethod++; }
    void incBlock() { synchronized (lock) { viaBlock += 2; } }
    static synchronized void incStatic() { viaStatic++; }
    public static void main(String[] args) throws InterruptedException {
        final SyncCounter c = new SyncCounter();
        final int threads = 4, per = 1000;
        Thread[] ts = new Thread[threads];
        for (int i = 0; i < threads; i++) {
            ts[i] = new Thread(() -> {
                for (int k = 0; k < per; k++) { c.incMethod(); c.incBlock(); incStatic(); }
            }, "worker-" + i);
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("viaMethod " + c.viaMethod + " viaBlock " + c.viaBlock + " viaStatic " + viaStatic);
        System.out.println("expected " + threads * per + " " + 2L * threads * per + " " + threads * per);
        final int[] shared = new int[1];
        Runnable r = () -> { for (int k = 0; k < 500; k++) synchronized (shared) { shared[0] += k % 3; } };
        Thread a = new Thread(r), b = new Thread(r);
        a.start(); b.start(); a.join(); b.join();
        System.out.println("array-monitor counter " + shared[0]);
    }
}

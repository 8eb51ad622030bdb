// ExitZeroExplicit: System.exit(0) called while a non-daemon thread is still blocked;
// the VM must stop immediately with status 0 instead of waiting for that thread.
public class ExitZeroExplicit {
    static final Object lock = new Object();
    public static void main(String[] args) throws Exception {
        Thread waiter = new Thread(() -> {
            synchronized (lock) {
                try { lock.wait(); } catch (InterruptedException e) { }
            }
        }, "waiter");
        waiter.start();
        System.out.println("started non-daemon waiter that never gets notified");
        System.out.println("exiting with 0");
        System.exit(0);
    }
}

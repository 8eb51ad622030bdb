// Two philosophers taking their forks in opposite order: a lock-cycle
// deadlock.
public class Dining {
    static final Object f1 = new Object(), f2 = new Object();

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> { synchronized (f1) { synchronized (f2) { } } });
        Thread b = new Thread(() -> { synchronized (f2) { synchronized (f1) { } } });
        a.start();
        b.start();
        a.join();
        b.join();
    }
}

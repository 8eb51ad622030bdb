// ReentrantLock: two threads increment n under the lock; no bug, and the
// unfolding needs the 2 lock orders only (lock()/unlock() become lock
// events, the AQS internals are local).
import java.util.concurrent.locks.ReentrantLock;
public class RL {
    static final ReentrantLock lock = new ReentrantLock();
    static int n;
    public static void main(String[] args) throws InterruptedException {
        Runnable r = () -> { lock.lock(); try { n = n + 1; } finally { lock.unlock(); } };
        Thread a = new Thread(r), b = new Thread(r);
        a.start(); b.start(); a.join(); b.join();
        if (n != 2) throw new AssertionError("lost update " + n);
    }
}

import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;

// main holds the lock while t tries to take it; main then asks whether t
// is parked on it (LockSupport.getBlocker) and fails if so.
public class BlockerRead {
    public static void main(String[] args) throws Exception {
        ReentrantLock l = new ReentrantLock();
        l.lock();
        Thread t = new Thread(() -> { l.lock(); l.unlock(); });
        t.start();
        Object b = LockSupport.getBlocker(t);
        l.unlock();
        t.join();
        if (b != null) throw new AssertionError("t was parked on " + b);
    }
}

import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;

// main holds the lock while t tries to take it; main then asks whether t
// is parked on it (LockSupport.getBlocker) and fails if so. With "fixed",
// main asks once t has ended: no blocker.
public class BlockerRead {
    public static void main(String[] args) throws Exception {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        ReentrantLock l = new ReentrantLock();
        l.lock();
        Thread t = new Thread(() -> { l.lock(); l.unlock(); });
        t.start();
        Object b = fixed ? null : LockSupport.getBlocker(t);
        l.unlock();
        t.join();
        if (fixed) b = LockSupport.getBlocker(t);
        if (b != null) throw new AssertionError("t was parked on " + b);
    }
}

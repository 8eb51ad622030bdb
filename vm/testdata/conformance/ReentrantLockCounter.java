// ReentrantLockCounter: threads increment a counter under java.util.concurrent.locks.
// ReentrantLock (lock/unlock in finally), reentrant acquisition with getHoldCount,
// tryLock, isHeldByCurrentThread, and a fair lock; totals printed after join.
import java.util.concurrent.locks.ReentrantLock;
public class ReentrantLockCounter {
    static final ReentrantLock lock = new ReentrantLock();
    static int counter;
    static int nested(int depth) {
        lock.lock();
        try { return depth == 0 ? lock.getHoldCount() : nested(depth - 1); }
        finally { lock.unlock(); }
    }
    public static void main(String[] args) throws InterruptedException {
        Thread[] ts = new Thread[4];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 500; k++) {
                    lock.lock();
                    try { counter++; } finally { lock.unlock(); }
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("counter " + counter + " (expected 2000)");
        System.out.println("hold count at depth 4: " + nested(4) + " after: " + lock.getHoldCount() + " locked: " + lock.isLocked());
        System.out.println("tryLock free: " + lock.tryLock() + " held by me: " + lock.isHeldByCurrentThread());
        final boolean[] otherGot = new boolean[1];
        Thread other = new Thread(() -> otherGot[0] = lock.tryLock());
        other.start();
        other.join();
        System.out.println("other thread tryLock while main holds: " + otherGot[0]);
        lock.unlock();
        try { lock.unlock(); } catch (IllegalMonitorStateException e) { System.out.println("unlock without holding: IllegalMonitorStateException"); }
        ReentrantLock fair = new ReentrantLock(true);
        final long[] sum = new long[1];
        Thread[] fs = new Thread[3];
        for (int i = 0; i < 3; i++) {
            final int add = i + 1;
            fs[i] = new Thread(() -> { for (int k = 0; k < 100; k++) { fair.lock(); try { sum[0] += add; } finally { fair.unlock(); } } });
            fs[i].start();
        }
        for (Thread t : fs) t.join();
        System.out.println("fair lock sum " + sum[0] + " isFair " + fair.isFair());
    }
}

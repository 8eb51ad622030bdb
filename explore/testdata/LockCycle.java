// Two ReentrantLocks taken in opposite orders: some schedules deadlock with
// both threads parked in AQS, each owning the lock the other waits for.
import java.util.concurrent.locks.ReentrantLock;

public class LockCycle {
    static final ReentrantLock first = new ReentrantLock();
    static final ReentrantLock second = new ReentrantLock();

    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> both(second, first));
        t.start();
        both(first, second);
        t.join();
    }

    static void both(ReentrantLock a, ReentrantLock b) {
        a.lock();
        try {
            b.lock();
            b.unlock();
        } finally {
            a.unlock();
        }
    }
}

// Two threads take two ReentrantLocks in opposite orders: the classic
// lock-order deadlock, with java.util.concurrent locks instead of
// synchronized. The PEG makes lock() a monitor entry (MM pairs at lines 13
// and 15); vsched must make backtracking points at the VM's acquisitions
// (the compare-and-set of the lock's state under those calls) to order them.
import java.util.concurrent.locks.ReentrantLock;

public class LockOrder {
    static final ReentrantLock a = new ReentrantLock(), b = new ReentrantLock();
    static int moved;

    static void move(ReentrantLock from, ReentrantLock to) {
        from.lock();
        try {
            to.lock();
            try {
                moved++;
            } finally {
                to.unlock();
            }
        } finally {
            from.unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> move(a, b));
        Thread t2 = new Thread(() -> move(b, a));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}

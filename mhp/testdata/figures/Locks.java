// java.util.concurrent locks: count is always updated under lock, so only
// the lock() calls pair (MM); free is updated outside it and races.
import java.util.concurrent.locks.ReentrantLock;

class Locks {
    static final ReentrantLock lock = new ReentrantLock();
    static int count, free;

    static class Worker extends Thread {
        public void run() {
            lock.lock();
            try {
                count++;
            } finally {
                lock.unlock();
            }
            free++;
        }
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Worker(), b = new Worker();
        a.start();
        b.start();
        a.join();
        b.join();
    }
}

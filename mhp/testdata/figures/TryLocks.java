// Lock.tryLock is an entry that may fail: its calls pair with lock()'s
// (MM), but they hold nothing after them, so count, updated under a
// tryLock, still races with its update under lock().
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;

class TryLocks {
    static final ReentrantLock lock = new ReentrantLock();
    static int count;

    static class Worker extends Thread {
        public void run() {
            try {
                if (lock.tryLock(5, TimeUnit.MILLISECONDS)) {
                    try {
                        count++;
                    } finally {
                        lock.unlock();
                    }
                }
            } catch (InterruptedException e) {
                return;
            }
            if (lock.tryLock()) {
                lock.unlock();
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Thread w = new Worker();
        w.start();
        lock.lock();
        try {
            count++;
        } finally {
            lock.unlock();
        }
        w.join();
    }
}

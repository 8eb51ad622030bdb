// A ReentrantReadWriteLock's writeLock() is one object per lock, whatever
// the call site or thread: main's and the worker's write sections
// exclude each other (no pair). The read section under readLock() still
// pairs with a write (a read lock is no monitor in the PEG).
import java.util.concurrent.locks.ReentrantReadWriteLock;

class RWViews {
    static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    static int value;

    static int read() {
        rw.readLock().lock();
        try {
            return value;
        } finally {
            rw.readLock().unlock();
        }
    }

    static void write(int v) {
        rw.writeLock().lock();
        try {
            value = v;
        } finally {
            rw.writeLock().unlock();
        }
    }

    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> write(1));
        t.start();
        System.out.println(read());
        write(2);
        t.join();
    }
}

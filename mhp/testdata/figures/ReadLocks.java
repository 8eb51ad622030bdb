// A read lock is shared: two Readers holding the read lock kept in a
// field both update hits, a race (they were taken for consistently
// locked, and the pair dropped); two Writers under the write lock
// exclude each other (an MM pair of its monitor, no RW pair on total).
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantReadWriteLock;

class ReadLocks {
    static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    static final Lock r = rw.readLock(), w = rw.writeLock();
    static int hits, total;

    static class Reader extends Thread {
        public void run() {
            r.lock();
            try {
                hits++;
            } finally {
                r.unlock();
            }
        }
    }

    static class Writer extends Thread {
        public void run() {
            w.lock();
            try {
                total++;
            } finally {
                w.unlock();
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Thread r1 = new Reader(), r2 = new Reader(), w1 = new Writer(), w2 = new Writer();
        r1.start();
        r2.start();
        w1.start();
        w2.start();
    }

    // A StampedLock's read view (StampedLock$ReadLockView) is shared:
    // two holders both update views.
    static class Stamped extends Thread {
        static final Lock sr = new java.util.concurrent.locks.StampedLock().asReadLock();
        static int views;

        public void run() {
            sr.lock();
            try {
                views++;
            } finally {
                sr.unlock();
            }
        }

        public static void main(String[] args) {
            new Stamped().start();
            new Stamped().start();
        }
    }

    // A StampedLock's write view (asWriteLock, StampedLock$WriteLockView)
    // is an exclusive monitor: the two holders' updates of views do not
    // pair.
    static class StampedWrite extends Thread {
        static final Lock sw = new java.util.concurrent.locks.StampedLock().asWriteLock();
        static int views;

        public void run() {
            sw.lock();
            try {
                views++;
            } finally {
                sw.unlock();
            }
        }

        public static void main(String[] args) {
            new StampedWrite().start();
            new StampedWrite().start();
        }
    }

    // The write lock of a StampedLock's ReadWriteLock view, taken anew for
    // the lock() and for the unlock(): asWriteLock's one view of the lock,
    // an exclusive monitor, so the updates of views do not pair.
    static class StampedViewWrite extends Thread {
        static final java.util.concurrent.locks.StampedLock sl = new java.util.concurrent.locks.StampedLock();
        static int views;

        public void run() {
            sl.asReadWriteLock().writeLock().lock();
            try {
                views++;
            } finally {
                sl.asReadWriteLock().writeLock().unlock();
            }
        }

        public static void main(String[] args) {
            new StampedViewWrite().start();
            new StampedViewWrite().start();
        }
    }
}

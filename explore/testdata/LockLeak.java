import java.util.concurrent.locks.ReentrantLock;

// LockLeak: the leaker takes the lock and throws before its unlock (not
// in a finally); it catches the exception and ends, still owning the
// lock, and main's lock() waits for ever.
class LockLeak {
    static final ReentrantLock lock = new ReentrantLock();

    static void risky() {
        lock.lock();
        if (lock.isLocked()) {
            throw new IllegalStateException("boom");
        }
        lock.unlock();
    }

    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> {
            try {
                risky();
            } catch (IllegalStateException e) {
            }
        }, "leaker");
        t.start();
        t.join();
        lock.lock();
    }
}

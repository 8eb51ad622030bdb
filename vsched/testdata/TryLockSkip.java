import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;

// A worker appends under a lock, then flushes with tryLock(5 ms), which
// skips the flush when the lock is not had in time; main holds the lock
// to read the list's size. If the tryLock times out while main holds the
// lock, the record is never flushed. "fixed": the flush takes lock().
public class TryLockSkip {
    static final ReentrantLock lock = new ReentrantLock();
    static final List<String> pending = new ArrayList<>();
    static int flushed;

    public static void main(String[] args) throws InterruptedException {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Thread w = new Thread(() -> {
            lock.lock();
            try {
                pending.add("rec");
            } finally {
                lock.unlock();
            }
            try {
                if (fixed) {
                    lock.lock();
                } else if (!lock.tryLock(5, TimeUnit.MILLISECONDS)) {
                    return;
                }
                try {
                    flushed += pending.size();
                    pending.clear();
                } finally {
                    lock.unlock();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        w.start();
        lock.lock();
        int n;
        try {
            n = pending.size();
        } finally {
            lock.unlock();
        }
        w.join();
        if (flushed != 1) {
            throw new IllegalStateException("flushed " + flushed + " of 1 records (" + n + " pending seen)");
        }
    }
}

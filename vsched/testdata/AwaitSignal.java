import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

// A waiter waits for a flag with Condition.await(5 ms) (or awaitNanos,
// with "nanos") and gives up when no signal came in time; main sets the
// flag and signals. If the await times out before main's signal, the
// waiter gives up although the flag is set soon after. "fixed": the
// waiter awaits without a timeout.
public class AwaitSignal {
    static final ReentrantLock lock = new ReentrantLock();
    static final Condition ready = lock.newCondition();
    static boolean set;
    static volatile boolean gaveUp;

    public static void main(String[] args) throws InterruptedException {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        boolean nanos = args.length > 0 && args[0].equals("nanos");
        Thread waiter = new Thread(() -> {
            lock.lock();
            try {
                while (!set) {
                    if (fixed) {
                        ready.await();
                    } else if (nanos ? ready.awaitNanos(5_000_000) <= 0 : !ready.await(5, TimeUnit.MILLISECONDS)) {
                        gaveUp = true;
                        return;
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } finally {
                lock.unlock();
            }
        });
        waiter.start();
        lock.lock();
        try {
            set = true;
            ready.signal();
        } finally {
            lock.unlock();
        }
        waiter.join();
        if (gaveUp) {
            throw new IllegalStateException("the waiter gave up before the signal");
        }
    }
}

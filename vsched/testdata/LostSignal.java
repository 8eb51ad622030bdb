import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

// A waiter awaits a Condition once, without checking first whether the
// signal came already; a signaller signals it once. If the signaller
// signals before the waiter awaits, the signal is lost and the waiter
// waits for ever (a deadlock with main's join). "fixed": the waiter
// checks the flag the signaller sets before it awaits.
public class LostSignal {
    static final ReentrantLock lock = new ReentrantLock();
    static final Condition done = lock.newCondition();
    static boolean sent;

    public static void main(String[] args) throws InterruptedException {
        final boolean fixed = args.length > 0 && args[0].equals("fixed");
        Thread waiter = new Thread(() -> {
            lock.lock();
            try {
                while (fixed ? !sent : !fixed) {
                    done.await();
                    if (!fixed) {
                        break;
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } finally {
                lock.unlock();
            }
        }, "waiter");
        Thread signaller = new Thread(() -> {
            lock.lock();
            try {
                sent = true;
                done.signal();
            } finally {
                lock.unlock();
            }
        }, "signaller");
        waiter.start();
        signaller.start();
        waiter.join();
        signaller.join();
    }
}

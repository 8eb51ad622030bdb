import java.util.concurrent.locks.ReentrantLock;

// t takes l, a ReentrantLock, which main holds since before t's start:
// t may park in lock() (WAITING) before main looks. Mode "in": main
// throws if it sees t WAITING while it holds l; "after": once it has
// unlocked l (t, parked before the unlock, is unparked but has not run
// yet). With "fixed", main joins t before the look, which then sees
// TERMINATED.
public class LockLook {
    public static void main(String[] args) throws Exception {
        boolean in = args.length == 0 || args[0].equals("in");
        boolean fixed = args.length > 1 && args[1].equals("fixed");
        ReentrantLock l = new ReentrantLock();
        Thread t = new Thread(() -> {
            l.lock();
            l.unlock();
        }, "t");
        t.setDaemon(true);
        l.lock();
        try {
            t.start();
            Thread.yield();
            if (in && !fixed) {
                check(t);
            }
        } finally {
            l.unlock();
        }
        if (fixed) {
            t.join();
            check(t);
        } else if (!in) {
            check(t);
        }
        t.join();
    }

    static void check(Thread t) {
        if (t.getState() == Thread.State.WAITING) {
            throw new IllegalStateException("t is WAITING in Lock.lock");
        }
    }
}

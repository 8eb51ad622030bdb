import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

// t awaits c, a Condition of l, until main sets done. Mode "in": main
// starts t and throws if it sees t WAITING (t awaited before the look);
// "after": main sets done, signals and unlocks first, then looks (t,
// awaiting before the signal, is unparked but has not run yet). With
// "fixed", main joins t before the look, which then sees TERMINATED.
public class AwaitLook {
    static boolean done;

    public static void main(String[] args) throws Exception {
        boolean in = args.length == 0 || args[0].equals("in");
        boolean fixed = args.length > 1 && args[1].equals("fixed");
        ReentrantLock l = new ReentrantLock();
        Condition c = l.newCondition();
        Thread t = new Thread(() -> {
            l.lock();
            try {
                while (!done) {
                    c.awaitUninterruptibly();
                }
            } finally {
                l.unlock();
            }
        }, "t");
        t.setDaemon(true);
        t.start();
        if (in && !fixed) {
            check(t);
        }
        l.lock();
        try {
            done = true;
            c.signal();
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
            throw new IllegalStateException("t is WAITING in Condition.await");
        }
    }
}

// t waits on o; once main has seen it WAITING, main starts n, which
// notifies t holding o and parks there until main unparks it: t, notified,
// is BLOCKED (it cannot take o back) from n's notify until n leaves o. main
// throws if it sees t BLOCKED, which needs n's notify before main's look:
// nothing else orders the two. With "fixed", main looks after the join.
import java.util.concurrent.locks.LockSupport;

public class NotifyLook {
    static boolean done;

    public static void main(String[] args) throws Exception {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Object o = new Object();
        Thread t = new Thread(() -> {
            synchronized (o) {
                while (!done) {
                    try {
                        o.wait();
                    } catch (InterruptedException e) {
                        throw new RuntimeException(e);
                    }
                }
            }
        }, "t");
        Thread n = new Thread(() -> {
            synchronized (o) {
                done = true;
                o.notify();
                LockSupport.park();
            }
        }, "n");
        t.setDaemon(true);
        n.setDaemon(true);
        t.start();
        while (t.getState() != Thread.State.WAITING) {
            Thread.yield();
        }
        n.start();
        if (!fixed) {
            check(t);
        }
        LockSupport.unpark(n);
        n.join();
        t.join();
        check(t);
    }

    static void check(Thread t) {
        if (t.getState() == Thread.State.BLOCKED) {
            throw new IllegalStateException("t is BLOCKED");
        }
    }
}

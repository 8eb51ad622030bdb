import java.util.concurrent.locks.LockSupport;

// t1 then t2 wait on o; main interrupts t1, which must take o back
// (WAITING -> BLOCKED); n takes o before t1 has it back, notifies (waking
// t2, the one thread still WAITING) and parks holding o. main throws if
// it sees t2 BLOCKED while t1 has not come back (back: t1 sets it once it
// has o again). The fixed variant looks before n starts.
public class InterruptWaiter {
    static final Object o = new Object();
    static boolean done;
    static volatile boolean back;

    public static void main(String[] args) throws Exception {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Runnable w = () -> {
            synchronized (o) {
                try {
                    while (!done) {
                        o.wait();
                    }
                } catch (InterruptedException e) {
                    back = true;
                }
            }
        };
        Thread t1 = new Thread(w, "t1");
        Thread t2 = new Thread(w, "t2");
        t1.start();
        while (t1.getState() != Thread.State.WAITING) {
            Thread.yield();
        }
        t2.start();
        while (t2.getState() != Thread.State.WAITING) {
            Thread.yield();
        }
        t1.interrupt();
        Thread n = new Thread(() -> {
            synchronized (o) {
                o.notify();
                LockSupport.park();
            }
        }, "n");
        Thread.State s = null;
        if (fixed) {
            s = t2.getState();
        }
        n.start();
        if (!fixed) {
            s = t2.getState();
        }
        boolean b = back;
        LockSupport.unpark(n);
        n.join();
        synchronized (o) {
            done = true;
            o.notifyAll();
        }
        t1.join();
        t2.join();
        if (s == Thread.State.BLOCKED && !b) {
            throw new IllegalStateException("saw t2 BLOCKED before t1 took o back");
        }
    }
}

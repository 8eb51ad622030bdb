// main starts d, enters o (with d alive, so that its entry has a known
// owner), starts t (whose run enters o too) and u, yields, then waits on
// o: the wait releases o, and t, if it blocked at its entry before, may
// still be BLOCKED until it is granted the monitor. u waits until main is
// WAITING, then throws if it sees t BLOCKED; either way it notifies main.
// With "fixed", u joins t before the look, which then sees TERMINATED.
public class WaitLook {
    public static void main(String[] args) throws Exception {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Object o = new Object();
        Thread m = Thread.currentThread();
        Thread t = new Thread(() -> {
            synchronized (o) {
            }
        }, "t");
        Thread u = new Thread(() -> {
            while (m.getState() != Thread.State.WAITING) {
                Thread.yield();
            }
            if (fixed) {
                try {
                    t.join();
                } catch (InterruptedException e) {
                    return;
                }
            }
            try {
                if (t.getState() == Thread.State.BLOCKED) {
                    throw new IllegalStateException("t is BLOCKED while main waits");
                }
            } finally {
                synchronized (o) {
                    o.notify();
                }
            }
        }, "u");
        t.setDaemon(true);
        u.setDaemon(true);
        Thread d = new Thread(() -> {
        }, "d");
        d.start();
        synchronized (o) {
            t.start();
            u.start();
            Thread.yield();
            o.wait();
        }
        u.join();
    }
}

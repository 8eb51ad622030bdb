import java.util.concurrent.locks.LockSupport;

// t waits on o; h takes o and parks holding it; x interrupts t, which
// goes from WAITING to BLOCKED (it must take o back, and h holds it).
// main throws if it sees t BLOCKED. The fixed variant looks before x
// starts.
public class InterruptLook {
    static final Object o = new Object();

    public static void main(String[] args) throws Exception {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Thread t = new Thread(() -> {
            synchronized (o) {
                try {
                    o.wait();
                } catch (InterruptedException e) {
                }
            }
        }, "t");
        t.start();
        while (t.getState() != Thread.State.WAITING) {
            Thread.yield();
        }
        Thread h = new Thread(() -> {
            synchronized (o) {
                LockSupport.park();
            }
        }, "h");
        h.start();
        while (h.getState() != Thread.State.WAITING) {
            Thread.yield();
        }
        Thread x = new Thread(t::interrupt, "x");
        Thread.State s = null;
        if (fixed) {
            s = t.getState();
        }
        x.start();
        if (!fixed) {
            s = t.getState();
        }
        x.join();
        LockSupport.unpark(h);
        h.join();
        t.join();
        if (s == Thread.State.BLOCKED) {
            throw new IllegalStateException("saw t BLOCKED");
        }
    }
}

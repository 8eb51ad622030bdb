import java.util.concurrent.locks.LockSupport;

// main starts t inside synchronized (o) and yields there: t, entering o,
// blocks. main leaves the block; t stays BLOCKED until it is scheduled
// and takes o, so main's look after the block can see BLOCKED, and main
// throws. With "wait", main first joins a thread h that does nothing,
// which lets t run, take o and park before the look in dpor's first run
// (main unparks it after the look); with "sleep", main sleeps after the
// block instead (with free time, t can take o while main sleeps, or
// not). With "fixed", main joins t before the look (TERMINATED).
public class LateLook {
    public static void main(String[] args) throws Exception {
        String mode = args.length > 0 ? args[0] : "";
        boolean wait = mode.equals("wait");
        Object o = new Object();
        Thread t = new Thread(() -> {
            synchronized (o) {
            }
            if (wait) {
                LockSupport.park();
            }
        }, "t");
        t.setDaemon(true);
        synchronized (o) {
            t.start();
            Thread.yield();
        }
        if (wait) {
            Thread h = new Thread(() -> {
            }, "h");
            h.start();
            h.join();
        }
        if (mode.equals("sleep")) {
            Thread.sleep(1);
        }
        if (mode.equals("fixed")) {
            t.join();
        }
        Thread.State s = t.getState();
        if (s == Thread.State.BLOCKED) {
            throw new IllegalStateException("t is " + s);
        }
        LockSupport.unpark(t);
        t.join();
    }
}

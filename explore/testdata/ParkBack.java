import java.util.concurrent.locks.LockSupport;

// A hand-off as the JDK's queues and locks make it: the worker reads the
// waiter's plain field, then unparks it; the waiter clears the field once
// its park has returned. The unpark orders the read before the clear. (The
// worker sleeps so that it is still alive when main clears the field: a
// thread that runs alone makes no events of its accesses.)
public class ParkBack {
    static Thread waiter;

    public static void main(String[] args) throws InterruptedException {
        Thread w = new Thread(() -> {
            Thread t = waiter;
            LockSupport.unpark(t);
            try {
                Thread.sleep(1);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        waiter = Thread.currentThread();
        w.start();
        LockSupport.park();
        waiter = null;
        w.join();
    }
}

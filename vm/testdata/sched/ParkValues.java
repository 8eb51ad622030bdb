import java.util.concurrent.locks.LockSupport;

// Park and unpark events' values: the worker leaves itself the permit
// (an unpark that wakes no one), parks with it (returns at once), parks
// without it (blocks until main's unpark, which wakes it), then parks
// with a deadline (ends when virtual time reaches it).
public class ParkValues {
    public static void main(String[] args) throws InterruptedException {
        Thread w = new Thread(() -> {
            LockSupport.unpark(Thread.currentThread());
            LockSupport.park();
            LockSupport.park();
            LockSupport.parkNanos(1000);
        });
        w.start();
        LockSupport.unpark(w);
        w.join();
    }
}

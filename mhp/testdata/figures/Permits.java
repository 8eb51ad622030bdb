import java.util.concurrent.locks.LockSupport;

// A thread's park permit (static.PermitVar): a's unpark of t may come
// before main's t.start(), which makes t's permit live (the unpark is
// then lost and t parks for ever), or after it, before or after t's park.
// The race on hits ranks before them.
public class Permits {
    static int hits;

    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> {
            hits++;
            LockSupport.park();
        });
        Thread a = new Thread(() -> {
            hits++;
            LockSupport.unpark(t);
        });
        a.start();
        t.start();
        t.join();
        a.join();
    }
}

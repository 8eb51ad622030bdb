import java.util.concurrent.locks.LockSupport;

// An unpark of a thread not yet started has no effect: when a's unpark
// runs before main starts t, t parks for good and main's join never
// ends. With "fixed", t is started before a, so whichever of a's unpark
// and t's park comes first, t's park returns.
public class UnparkStart {
    public static void main(String[] args) throws Exception {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Thread t = new Thread(LockSupport::park);
        Thread a = new Thread(() -> LockSupport.unpark(t));
        if (fixed) {
            t.start();
            a.start();
        } else {
            a.start();
            t.start();
        }
        t.join();
        a.join();
    }
}

import java.util.concurrent.locks.LockSupport;

// t parks (LockSupport.park with a blocker) until main lets it go; main
// unparks t only if t is parked, its blocker set. If main looks before t
// parks, it does not unpark, and t parks for ever: a lost wakeup (main's
// join never returns). With "fixed", main unparks t whatever it saw.
public class BlockerPark {
    public static void main(String[] args) throws Exception {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Object gate = new Object();
        Thread t = new Thread(() -> LockSupport.park(gate));
        t.start();
        boolean parked = LockSupport.getBlocker(t) != null;
        if (fixed || parked) {
            LockSupport.unpark(t);
        }
        t.join();
    }
}

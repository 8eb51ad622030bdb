import java.util.Vector;

// t adds to v, a Vector, whose synchronized add locks v. main starts t
// inside synchronized (v) and yields; t may block on v in Vector.add, JDK
// code, before main looks. Mode "in": main throws if it sees t BLOCKED
// while it holds v; "after": once it has left the block (t, blocked before
// the release, is not yet granted v). With "fixed", main joins t before
// the look, which then sees TERMINATED.
public class SyncLook {
    public static void main(String[] args) throws Exception {
        boolean in = args.length == 0 || args[0].equals("in");
        boolean fixed = args.length > 1 && args[1].equals("fixed");
        Vector<Integer> v = new Vector<>();
        Thread t = new Thread(() -> v.add(1), "t");
        t.setDaemon(true); // a throwing main leaves no blocked t behind
        synchronized (v) {
            t.start();
            Thread.yield();
            if (in && !fixed) {
                check(t);
            }
        }
        if (fixed) {
            t.join();
            check(t);
        } else if (!in) {
            check(t);
        }
        t.join();
    }

    static void check(Thread t) {
        if (t.getState() == Thread.State.BLOCKED) {
            throw new IllegalStateException("t is BLOCKED in Vector.add");
        }
    }
}

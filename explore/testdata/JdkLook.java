import java.util.Vector;

// t enters v, a Vector, whose synchronized methods lock v too; main starts
// t and adds to v, then throws if it sees t BLOCKED: t may have blocked on
// v while main was in Vector.add, and not yet been granted v when main
// looks. With "fixed", main joins t before the look.
public class JdkLook {
    public static void main(String[] args) throws Exception {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Vector<Integer> v = new Vector<>();
        Thread t = new Thread(() -> {
            synchronized (v) {
                v.add(2);
            }
        }, "t");
        t.setDaemon(true);
        t.start();
        v.add(1);
        if (fixed) {
            t.join();
        }
        if (t.getState() == Thread.State.BLOCKED) {
            throw new IllegalStateException("t is BLOCKED after main's add");
        }
        t.join();
    }
}

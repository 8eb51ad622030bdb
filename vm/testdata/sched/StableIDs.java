// Object identities that must not depend on the schedule or on data:
// main allocates a data-dependent number of builders before the marker,
// and two workers each start a grandchild whose run-time thread id follows
// whichever worker starts it first.
public class StableIDs {
    static Object marker, fromC, fromD;

    public static void main(String[] args) throws Exception {
        for (int i = 0; i < args.length; i++) {
            new StringBuilder(args[i]);
        }
        Object m = new Object();
        Thread a = new Thread(() -> spawn(true));
        Thread b = new Thread(() -> spawn(false));
        a.start();
        b.start();
        marker = m;
        a.join();
        b.join();
    }

    static void spawn(boolean c) {
        Thread t = new Thread(() -> {
            Object o = new Object();
            if (c) {
                fromC = o;
            } else {
                fromD = o;
            }
        });
        t.start();
        try {
            t.join();
        } catch (InterruptedException e) {
        }
    }
}

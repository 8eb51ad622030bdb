import java.util.Collections;
import java.util.HashMap;
import java.util.Map;

// t puts into m, a Collections.synchronizedMap, whose put locks the view
// (its mutex) in JDK code. main starts t inside synchronized (m) and
// yields; t may block on m in put before main looks. Mode "in": main
// throws if it sees t BLOCKED while it holds m. With "fixed", main joins
// t before the look, which then sees TERMINATED.
public class SyncMapLook {
    public static void main(String[] args) throws Exception {
        boolean fixed = args.length > 1 && args[1].equals("fixed");
        Map<Integer, Integer> m = Collections.synchronizedMap(new HashMap<>());
        Thread t = new Thread(() -> m.put(1, 1), "t");
        t.setDaemon(true); // a throwing main leaves no blocked t behind
        synchronized (m) {
            t.start();
            Thread.yield();
            if (!fixed) {
                check(t);
            }
        }
        if (fixed) {
            t.join();
            check(t);
        }
        t.join();
    }

    static void check(Thread t) {
        if (t.getState() == Thread.State.BLOCKED) {
            throw new IllegalStateException("t is BLOCKED in SynchronizedMap.put");
        }
    }
}

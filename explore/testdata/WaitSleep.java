import java.util.HashMap;
import java.util.Map;

// lock.wait(100) used as a sleep ("the loader is done by then") instead of
// a guarded wait loop: a loader slower than 100 ms leaves the settings
// null, and main's s.size() throws a NullPointerException (java -ea with
// 500000 settings fails every time). Under virtual time the wait ends
// only once the loader has run a million bytecodes, so no schedule shows
// it; with time free it does. Args: the number of settings (default 1),
// then "fixed": main waits in a guarded loop for the loader's notifyAll.
public class WaitSleep {
    static final Object lock = new Object();
    static Map<String, String> settings;

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        boolean fixed = args.length > 1 && args[1].equals("fixed");
        Thread loader = new Thread(() -> {
            Map<String, String> m = new HashMap<>();
            for (int i = 0; i < n; i++) {
                m.put("key" + i, "value" + i);
            }
            synchronized (lock) {
                settings = m;
                lock.notifyAll();
            }
        }, "loader");
        loader.start();
        Map<String, String> s;
        synchronized (lock) {
            if (fixed) {
                while (settings == null) {
                    lock.wait();
                }
            } else {
                lock.wait(100);
            }
            s = settings;
        }
        System.out.println(s.size() + " settings");
    }
}

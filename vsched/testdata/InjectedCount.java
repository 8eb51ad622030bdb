import java.util.HashMap;
import java.util.Map;

// A word count whose map a framework would inject: main sets the static
// field by reflection, which the static analysis does not follow, so it
// sees no object behind counts.merge and makes no pair of the two
// threads' calls. Each thread merges under a monitor of its own, which
// excludes nothing: two threads that both find the table empty (or the
// same bucket free) both store theirs, and one word is lost.
// `java -ea InjectedCount 100000` showed it in 10 of 20 runs; weft needs one
// word a thread (the default). With "locked" both merge under the map's
// monitor: no race, no bug.
public class InjectedCount {
    static Map<String, Integer> counts;
    static boolean locked;

    static void count(String prefix, int n) {
        for (int i = 0; i < n; i++) {
            synchronized (locked ? counts : new Object()) {
                counts.merge(prefix + i, 1, Integer::sum);
            }
        }
    }

    public static void main(String[] args) throws Exception {
        locked = args.length > 0 && args[0].equals("locked");
        int n = args.length > 0 && !locked ? Integer.parseInt(args[0]) : 1;
        InjectedCount.class.getDeclaredField("counts").set(null, new HashMap<String, Integer>());
        Thread a = new Thread(() -> count("apple", n));
        Thread b = new Thread(() -> count("pear", n));
        a.start();
        b.start();
        a.join();
        b.join();
        assert counts.size() == 2 * n : "lost an insert: " + counts.size() + " words of " + 2 * n;
    }
}

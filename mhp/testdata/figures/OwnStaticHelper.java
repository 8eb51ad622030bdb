import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

// Each worker's map and list are made by static helpers its constructor
// calls (seen = newMap(), Lists.make()): each worker's own, as those of a
// helper the constructor calls on itself (OwnHelperMaps), so the workers'
// puts and adds make no pair. Before session 19 a static helper's objects
// were one for all workers. The racy twin's helper hands every worker the
// one map it cached in a static field: its puts still pair.
class OwnStaticHelper extends Thread {
    private final Map<String, Integer> seen;
    private final List<String> names;

    OwnStaticHelper() {
        seen = newMap();
        names = Lists.make();
    }

    private static Map<String, Integer> newMap() {
        return new HashMap<>();
    }

    @Override
    public void run() {
        seen.put(getName(), seen.size());
        names.add(getName());
    }

    public static void main(String[] args) throws Exception {
        OwnStaticHelper a = new OwnStaticHelper();
        OwnStaticHelper b = new OwnStaticHelper();
        a.start();
        b.start();
    }

    static class Lists {
        static List<String> make() {
            return new ArrayList<>();
        }
    }

    static class Cached extends Thread {
        static Map<String, Integer> cache;
        private final Map<String, Integer> seen;

        Cached() {
            seen = shared();
        }

        private static Map<String, Integer> shared() {
            if (cache == null) {
                cache = new HashMap<>();
            }
            return cache;
        }

        @Override
        public void run() {
            seen.put(getName(), 1);
        }

        public static void main(String[] args) throws Exception {
            Cached a = new Cached();
            Cached b = new Cached();
            a.start();
            b.start();
        }
    }
}

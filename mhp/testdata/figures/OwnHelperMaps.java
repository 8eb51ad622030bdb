// Each worker's map is made by a helper its constructor calls on itself
// (this.seen = newMap(), and init()'s list): each worker's own, as a
// field initializer's (OwnFieldMaps), so the workers' puts and adds make
// no pair. Before session 18, the helper's objects were one for all
// workers.
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

class OwnHelperMaps extends Thread {
    private final Map<String, Integer> seen;
    private List<String> names;

    OwnHelperMaps() {
        seen = newMap();
        init();
    }

    private Map<String, Integer> newMap() {
        return new HashMap<>();
    }

    void init() {
        names = new ArrayList<>();
    }

    @Override
    public void run() {
        seen.put(getName(), seen.size());
        names.add(getName());
    }

    public static void main(String[] args) throws Exception {
        OwnHelperMaps a = new OwnHelperMaps();
        OwnHelperMaps b = new OwnHelperMaps();
        a.start();
        b.start();
    }
}

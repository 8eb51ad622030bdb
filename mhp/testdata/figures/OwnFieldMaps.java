// Each worker thread fills a map of its own, made in a field initializer
// (its constructor): no two workers share it, so their puts make no
// pair. A list handed to every worker's constructor is one object, and
// their adds pair.
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

class OwnFieldMaps extends Thread {
    private final Map<String, Integer> seen = new HashMap<>();
    private final List<String> log;

    OwnFieldMaps(List<String> log) {
        this.log = log;
    }

    @Override
    public void run() {
        seen.put(getName(), seen.size());
        log.add(getName());
    }

    public static void main(String[] args) throws Exception {
        List<String> log = new ArrayList<>();
        OwnFieldMaps a = new OwnFieldMaps(log);
        OwnFieldMaps b = new OwnFieldMaps(log);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(a.seen.size() + b.seen.size() + log.size());
    }
}

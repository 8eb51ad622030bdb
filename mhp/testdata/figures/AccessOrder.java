// LinkedHashMap.get relinks an access-ordered map (its entry moves to the
// end of the list): two Readers' gets on lru, made with accessOrder true,
// are a write/write pair, and so are their getOrDefault calls on an
// anonymous subclass that passes true to super (an LRU cache overriding
// removeEldestEntry). The same gets on insertion-ordered maps (the
// constructor's accessOrder the constant false, or another constructor)
// only read: no pair.
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

class AccessOrder {
    static Map<String, Integer> lru = new LinkedHashMap<>(16, 0.75f, true);
    static Map<String, Integer> cache = new LinkedHashMap<String, Integer>(16, 0.75f, true) {
        protected boolean removeEldestEntry(Map.Entry<String, Integer> e) {
            return size() > 4;
        }
    };
    static Map<String, Integer> ordered = new LinkedHashMap<>(16, 0.75f, false);
    static Map<String, Integer> plain = new LinkedHashMap<>();
    static Map<String, Integer> hashed = new HashMap<>();

    static class Reader extends Thread {
        public void run() {
            lru.get("a");
            cache.getOrDefault("a", 0);
            ordered.get("a");
            plain.get("a");
            hashed.get("a");
        }
    }

    public static void main(String[] args) throws Exception {
        Thread r1 = new Reader(), r2 = new Reader();
        r1.start();
        r2.start();
        r1.join();
        r2.join();
    }
}

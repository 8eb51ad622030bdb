// LinkedHashMapOps: insertion order (re-put keeps position), access order, an LRU cache
// via removeEldestEntry, and LinkedHashSet order.
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
public class LinkedHashMapOps {
    static class Lru<K, V> extends LinkedHashMap<K, V> {
        final int cap;
        Lru(int cap) { super(16, 0.75f, true); this.cap = cap; }
        @Override protected boolean removeEldestEntry(Map.Entry<K, V> eldest) { return size() > cap; }
    }
    public static void main(String[] args) {
        Map<String, Integer> m = new LinkedHashMap<>();
        for (String s : "zeta alpha mid omega beta".split(" ")) m.put(s, s.length());
        System.out.println("insertion order " + m);
        m.put("alpha", 99);
        m.remove("mid");
        m.put("mid", 3);
        System.out.println("after re-put/remove " + m + " keys " + m.keySet() + " values " + m.values());
        Lru<Integer, String> lru = new Lru<>(3);
        for (int i = 1; i <= 4; i++) lru.put(i, "v" + i);
        System.out.println("lru " + lru);
        lru.get(2);
        lru.put(5, "v5");
        System.out.println("after get(2), put(5) " + lru);
        lru.get(4);
        lru.put(6, "v6");
        System.out.println("after get(4), put(6) " + lru);
        Set<Character> seen = new LinkedHashSet<>();
        for (char c : "mississippi river".toCharArray()) seen.add(c);
        System.out.println("first-seen chars " + seen);
        LinkedHashMap<Integer, Integer> squares = new LinkedHashMap<>();
        for (int i = 10; i > 0; i -= 3) squares.put(i, i * i);
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<Integer, Integer> e : squares.entrySet()) { e.setValue(e.getValue() + 1); sb.append(e).append(' '); }
        System.out.println("entries " + sb + " map " + squares);
    }
}

// HashMapCollisions: keys with deliberately colliding hashCodes force long bucket chains
// and treeification (>= 8 entries in one bucket) in HashMap; Comparable and
// non-Comparable keys, removal back below the untreeify threshold, and lookups of
// equal-but-distinct key objects. Printed through sorted views only.
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
public class HashMapCollisions {
    static final class Key implements Comparable<Key> {
        final int id;
        Key(int id) { this.id = id; }
        @Override public int hashCode() { return id % 3; }
        @Override public boolean equals(Object o) { return o instanceof Key && ((Key) o).id == id; }
        public int compareTo(Key o) { return Integer.compare(id, o.id); }
        @Override public String toString() { return "K" + id; }
    }
    static final class Plain {
        final String name;
        Plain(String n) { name = n; }
        @Override public int hashCode() { return 42; }
        @Override public boolean equals(Object o) { return o instanceof Plain && ((Plain) o).name.equals(name); }
    }
    public static void main(String[] args) {
        Map<Key, Integer> m = new HashMap<>();
        for (int i = 0; i < 60; i++) m.put(new Key(i), i * i);
        System.out.println("size " + m.size() + " get K30 " + m.get(new Key(30)) + " get K59 " + m.get(new Key(59)) + " get K60 " + m.get(new Key(60)));
        for (int i = 0; i < 60; i += 2) m.remove(new Key(i));
        List<Key> keys = new ArrayList<>(m.keySet());
        Collections.sort(keys);
        System.out.println("after removing evens " + m.size() + " first " + keys.subList(0, 6) + " containsKey K3 " + m.containsKey(new Key(3)) + " K4 " + m.containsKey(new Key(4)));
        for (int i = 1; i < 60; i += 2) if (i > 5) m.remove(new Key(i));
        System.out.println("shrunk to " + m.size() + " " + new java.util.TreeMap<>(m));
        Map<Plain, Integer> p = new HashMap<>();
        for (int i = 0; i < 40; i++) p.put(new Plain("n" + i), i);
        p.put(new Plain("n7"), 700);
        int sum = 0;
        for (int v : p.values()) sum += v;
        System.out.println("plain keys size " + p.size() + " n7 " + p.get(new Plain("n7")) + " n39 " + p.get(new Plain("n39")) + " missing " + p.get(new Plain("zz")) + " sum " + sum);
        Map<String, Integer> strs = new HashMap<>();
        String[] colliding = { "Aa", "BB", "AaAa", "AaBB", "BBAa", "BBBB" };
        for (String s : colliding) strs.put(s, s.hashCode());
        List<String> sk = new ArrayList<>(strs.keySet());
        Collections.sort(sk);
        StringBuilder sb = new StringBuilder();
        for (String s : sk) sb.append(s).append('=').append(strs.get(s)).append(' ');
        System.out.println("colliding strings " + sb);
    }
}

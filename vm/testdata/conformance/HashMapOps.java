// HashMapOps: HashMap put/get/containsKey/remove/getOrDefault/putIfAbsent/merge/
// computeIfAbsent, resizing with many keys, null key and values, equals/hashCode of maps.
// Iteration order of HashMap is never printed directly: keys are sorted first.
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
public class HashMapOps {
    static String sorted(Map<String, Integer> m) {
        List<String> keys = new ArrayList<>(m.keySet());
        Collections.sort(keys);
        StringBuilder sb = new StringBuilder("{");
        for (String k : keys) sb.append(k).append('=').append(m.get(k)).append(' ');
        return sb.append('}').toString();
    }
    public static void main(String[] args) {
        Map<String, Integer> m = new HashMap<>();
        String text = "to be or not to be that is the question whether tis nobler in the mind to suffer";
        for (String w : text.split(" ")) m.merge(w, 1, Integer::sum);
        System.out.println("counts " + sorted(m) + " size " + m.size());
        System.out.println("get to=" + m.get("to") + " get zzz=" + m.get("zzz") + " getOrDefault=" + m.getOrDefault("zzz", -1) + " containsKey be=" + m.containsKey("be")
            + " containsValue 3=" + m.containsValue(3));
        System.out.println("put returns old " + m.put("to", 10) + " putIfAbsent existing " + m.putIfAbsent("to", 99) + " putIfAbsent new " + m.putIfAbsent("new", 1));
        System.out.println("remove " + m.remove("be") + " remove missing " + m.remove("missing") + " size " + m.size());
        Map<Integer, List<Integer>> groups = new HashMap<>();
        for (int i = 0; i < 30; i++) groups.computeIfAbsent(i % 4, k -> new ArrayList<>()).add(i);
        for (int k = 0; k < 4; k++) System.out.println("group " + k + " " + groups.get(k));
        Map<Integer, Integer> big = new HashMap<>();
        for (int i = 0; i < 10000; i++) big.put(i * 7, i);
        long sum = 0;
        for (int i = 0; i < 70000; i += 7) sum += big.get(i);
        System.out.println("big size " + big.size() + " sum " + sum + " missing " + big.get(3));
        Map<String, String> nulls = new HashMap<>();
        nulls.put(null, "nullkey");
        nulls.put("k", null);
        System.out.println("null key " + nulls.get(null) + " null value " + nulls.get("k") + " containsKey k " + nulls.containsKey("k") + " size " + nulls.size());
        Map<String, Integer> a = new HashMap<>(), b = new HashMap<>();
        a.put("x", 1); a.put("y", 2); b.put("y", 2); b.put("x", 1);
        System.out.println("equals " + a.equals(b) + " hashCode " + a.hashCode() + " " + b.hashCode());
        m.replaceAll((k, v) -> v * 100);
        m.entrySet().removeIf(e -> e.getKey().length() > 3);
        System.out.println("after replaceAll/removeIf " + sorted(m));
        System.out.println("compute " + m.compute("to", (k, v) -> v == null ? 0 : v + 1) + " computeIfPresent " + m.computeIfPresent("nope", (k, v) -> 1));
    }
}

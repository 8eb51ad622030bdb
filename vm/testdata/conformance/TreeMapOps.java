// TreeMapOps: TreeMap ordering, firstKey/lastKey, floor/ceiling/higher/lower,
// headMap/tailMap/subMap views, descendingMap, pollFirstEntry, custom comparator.
import java.util.Comparator;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;
public class TreeMapOps {
    public static void main(String[] args) {
        TreeMap<Integer, String> tm = new TreeMap<>();
        int[] keys = { 50, 20, 80, 10, 30, 70, 90, 25, 35, 85 };
        for (int k : keys) tm.put(k, "v" + k);
        System.out.println(tm);
        System.out.println("first " + tm.firstKey() + " last " + tm.lastKey() + " floor(33) " + tm.floorKey(33) + " ceiling(33) " + tm.ceilingKey(33)
            + " higher(35) " + tm.higherKey(35) + " lower(10) " + tm.lowerKey(10) + " floor(5) " + tm.floorKey(5));
        System.out.println("headMap(30) " + tm.headMap(30) + " tailMap(80) " + tm.tailMap(80) + " subMap(20,70) " + tm.subMap(20, 70).keySet());
        System.out.println("headMap(30,true) " + tm.headMap(30, true).keySet() + " descending " + tm.descendingMap().keySet());
        Map.Entry<Integer, String> e = tm.pollFirstEntry();
        System.out.println("pollFirst " + e.getKey() + "=" + e.getValue() + " then first " + tm.firstEntry().getKey() + " lastEntry " + tm.lastEntry().getValue());
        NavigableMap<Integer, String> view = tm.subMap(25, true, 85, false);
        view.remove(30);
        System.out.println("view " + view.keySet() + " map " + tm.keySet());
        try { view.put(100, "x"); } catch (IllegalArgumentException ex) { System.out.println("out of range put: IAE"); }
        TreeMap<String, Integer> byLen = new TreeMap<>(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()));
        for (String s : "pear fig apple kiwi banana plum date".split(" ")) byLen.put(s, s.length());
        System.out.println("by length then reverse " + byLen);
        TreeMap<String, Integer> ci = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        ci.put("Alpha", 1); ci.put("alpha", 2); ci.put("BETA", 3);
        System.out.println("case-insensitive " + ci + " get(beta) " + ci.get("beta"));
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<Integer, String> en : tm.entrySet()) sb.append(en.getKey()).append(':').append(en.getValue()).append(' ');
        System.out.println("entries " + sb);
        try { new TreeMap<Object, Object>().put(null, 1); } catch (NullPointerException ex) { System.out.println("null key: NPE"); }
    }
}

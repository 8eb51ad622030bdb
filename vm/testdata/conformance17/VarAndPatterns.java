// VarAndPatterns (Java 17): local variable type inference with var (locals, for loops,
// lambda parameters), pattern matching for instanceof with binding variables and &&
// conditions, and List.of/Map.of immutable collections.
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.BiFunction;
public class VarAndPatterns {
    static String describe(Object o) {
        if (o instanceof Integer i && i > 10) return "big int " + (i + 1);
        if (o instanceof Integer i) return "int " + i;
        if (o instanceof String s && !s.isEmpty()) return "string of " + s.length() + " starting " + s.charAt(0);
        if (o instanceof int[] arr) return "int[] of " + arr.length;
        if (!(o instanceof Double d)) return "other " + (o == null ? "null" : o.getClass().getSimpleName());
        return "double " + (d * 2);
    }
    public static void main(String[] args) {
        var list = new ArrayList<String>();
        list.add("var");
        list.add("inference");
        var total = 0L;
        for (var s : list) total += s.length();
        for (var i = 0; i < 3; i++) total += i;
        System.out.println("list " + list + " total " + total);
        var map = new TreeMap<String, List<Integer>>(Map.of("b", List.of(2, 3), "a", List.of(1)));
        for (var e : map.entrySet()) System.out.println(e.getKey() + " -> " + e.getValue());
        BiFunction<Integer, Integer, Integer> add = (var x, var y) -> x + y;
        System.out.println("lambda with var params " + add.apply(20, 22));
        Object[] probes = { 5, 50, "pattern", "", new int[3], 2.5, null, 'c' };
        for (var p : probes) System.out.println(describe(p));
        try { List.of(1, 2).add(3); } catch (UnsupportedOperationException e) { System.out.println("List.of immutable"); }
        try { List.of(1, null); } catch (NullPointerException e) { System.out.println("List.of rejects null"); }
        var anon = new Object() { int hidden = 7; int twice() { return hidden * 2; } };
        System.out.println("var holds anonymous type, member access " + anon.hidden + " " + anon.twice());
    }
}

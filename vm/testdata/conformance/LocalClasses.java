// LocalClasses: classes declared inside methods capturing effectively final locals and
// parameters, local classes with static-like helpers, recursion inside local classes,
// a local class in a static vs instance method, and several instances per capture.
import java.util.ArrayList;
import java.util.List;
public class LocalClasses {
    int base = 10;
    List<Object> makeAdders(int howMany) {
        List<Object> out = new ArrayList<>();
        final String tag = "adder";
        for (int i = 0; i < howMany; i++) {
            final int k = i;
            class Adder {
                int add(int x) { return x + k + base; }
                @Override public String toString() { return tag + k + "(base " + base + ")=" + add(0); }
            }
            out.add(new Adder());
        }
        return out;
    }
    static String fibTable(int n) {
        class Memo {
            final long[] cache = new long[n + 1];
            long fib(int i) { if (i < 2) return i; if (cache[i] != 0) return cache[i]; return cache[i] = fib(i - 1) + fib(i - 2); }
        }
        Memo m = new Memo();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i <= n; i += 10) sb.append(i).append(':').append(m.fib(i)).append(' ');
        return sb.toString();
    }
    public static void main(String[] args) {
        LocalClasses lc = new LocalClasses();
        List<Object> adders = lc.makeAdders(3);
        System.out.println(adders);
        lc.base = 20;
        System.out.println("after base change " + adders);
        System.out.println(fibTable(90));
        int limit = 5;
        class Range implements Comparable<Range> {
            final int lo, hi;
            Range(int lo, int hi) { this.lo = lo; this.hi = Math.min(hi, limit * 10); }
            int len() { return hi - lo; }
            public int compareTo(Range o) { return Integer.compare(len(), o.len()); }
            @Override public String toString() { return "[" + lo + "," + hi + ")"; }
        }
        List<Range> rs = new ArrayList<>();
        rs.add(new Range(0, 100)); rs.add(new Range(5, 9)); rs.add(new Range(30, 45));
        java.util.Collections.sort(rs);
        System.out.println("sorted ranges " + rs + " local class name " + rs.get(0).getClass().getName());
    }
}

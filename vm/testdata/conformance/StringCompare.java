// StringCompare: equals vs ==, compareTo (lexicographic, length difference, case),
// hashCode values, interning of literals and compile-time constants, runtime-built
// strings, and sorting strings.
import java.util.Arrays;
public class StringCompare {
    static final String A = "wef";
    public static void main(String[] args) {
        String lit = "weft";
        String constant = A + "t";
        String runtime = new StringBuilder("wef").append('t').toString();
        String suffix = "t";
        String dynamic = A + suffix;
        System.out.println("lit==constant " + (lit == constant) + " lit==runtime " + (lit == runtime) + " lit==dynamic " + (lit == dynamic)
            + " lit==runtime.intern() " + (lit == runtime.intern()));
        System.out.println("equals " + lit.equals(runtime) + " " + lit.equals(dynamic) + " " + lit.equals(null) + " " + lit.equals((Object) "WEFT"));
        String[] ws = { "apple", "Apple", "app", "apricot", "banana", "", "b", "apple" };
        for (String x : ws) {
            StringBuilder sb = new StringBuilder("[" + x + "] hash=" + x.hashCode() + " cmp:");
            for (String y : ws) sb.append(' ').append(Integer.signum(x.compareTo(y)) * Math.min(Math.abs(x.compareTo(y)), 99));
            System.out.println(sb);
        }
        System.out.println("compareTo raw " + "apple".compareTo("apricot") + " " + "app".compareTo("apple") + " " + "a".compareTo("B") + " " + "".compareTo("abc"));
        String[] sorted = ws.clone();
        Arrays.sort(sorted);
        System.out.println("sorted " + Arrays.toString(sorted));
        Arrays.sort(sorted, String.CASE_INSENSITIVE_ORDER);
        System.out.println("case-insensitive " + Arrays.toString(sorted));
        System.out.println("hashes " + "".hashCode() + " " + "a".hashCode() + " " + "Aa".hashCode() + " " + "BB".hashCode() + " "
            + "polygenelubricants".hashCode() + " " + "The quick brown fox".hashCode());
        System.out.println("contentEquals " + lit.contentEquals(new StringBuffer("weft")) + " matches-free startsWith " + lit.startsWith("we"));
        String s1 = "x" + 1, s2 = "x1";
        System.out.println("folded x+1 == x1: " + (s1 == s2));
        String nul = null;
        System.out.println("null safe " + "abc".equals(nul) + " " + java.util.Objects.equals(nul, null));
    }
}

// Varargs: variadic methods with zero/one/many arguments, passing an explicit array,
// null as the array vs as an element, primitive and generic varargs, varargs after
// fixed parameters, and String.format/Arrays.asList as library varargs users.
import java.util.Arrays;
import java.util.List;
public class Varargs {
    static int count(Object... xs) { return xs == null ? -1 : xs.length; }
    static int sum(int... xs) { int s = 0; for (int x : xs) s += x; return s; }
    static String label(String prefix, long... xs) { return prefix + Arrays.toString(xs); }
    @SafeVarargs static <T> T last(T... xs) { return xs[xs.length - 1]; }
    static String kinds(Object... xs) {
        StringBuilder sb = new StringBuilder();
        for (Object x : xs) sb.append(x == null ? "null" : x.getClass().getSimpleName()).append(' ');
        return sb.toString().trim();
    }
    public static void main(String[] args) {
        System.out.println("count() " + count() + " count(1) " + count(1) + " count(1,2,3) " + count(1, "two", 3.0));
        System.out.println("count(null array) " + count((Object[]) null) + " count(null element) " + count((Object) null) + " count(new Object[4]) " + count(new Object[4]));
        System.out.println("count(String[] as Object[]) " + count(new String[] { "a", "b" }) + " count(int[] as one Object) " + count(new int[] { 1, 2, 3 }));
        System.out.println("sum " + sum() + " " + sum(5) + " " + sum(1, 2, 3, 4) + " " + sum(new int[] { 10, 20 }));
        System.out.println(label("L", 1, 2, 3) + " " + label("empty"));
        System.out.println("generic last " + last("x", "y", "z") + " " + last(1, 2) + " " + last(3.5));
        System.out.println("kinds " + kinds(1, 2L, 'c', "s", null, 1.5f, new int[0], true));
        List<Integer> l = Arrays.asList(3, 1, 2);
        System.out.println("asList " + l + " " + Arrays.asList().size() + " " + Arrays.asList(new Integer[] { 7, 8 }));
        System.out.println(String.format("%s-%s-%s", "a", "b", "c") + " " + String.format("no args"));
    }
}

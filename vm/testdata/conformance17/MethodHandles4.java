import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

// The combinators' forms since Java 9: asSpreader and asCollector at a
// position, foldArguments at a position, withVarargs, zero, empty.
public class MethodHandles4 {
    static String three(String a, String b, String c) { return a + "-" + b + "-" + c; }

    static String count(int[] xs, String tail) { return xs.length + tail; }

    static String pair(String a, int len, String b) { return a + len + b; }

    static int length(String s) { return s.length(); }

    static String all(String... xs) { return String.join("|", xs); }

    public static void main(String[] args) throws Throwable {
        var l = MethodHandles.lookup();
        var three = l.findStatic(MethodHandles4.class, "three", MethodType.methodType(String.class, String.class, String.class, String.class));
        var spread = three.asSpreader(0, String[].class, 2);
        System.out.println(spread.type() + " " + (String) spread.invokeExact(new String[] {"a", "b"}, "c"));
        var count = l.findStatic(MethodHandles4.class, "count", MethodType.methodType(String.class, int[].class, String.class));
        var collect = count.asCollector(0, int[].class, 3);
        System.out.println(collect.type() + " " + (String) collect.invokeExact(1, 2, 3, "!"));
        var pair = l.findStatic(MethodHandles4.class, "pair", MethodType.methodType(String.class, String.class, int.class, String.class));
        var length = l.findStatic(MethodHandles4.class, "length", MethodType.methodType(int.class, String.class));
        var folded = MethodHandles.foldArguments(pair, 1, length);
        System.out.println(folded.type() + " " + (String) folded.invokeExact("x", "abcd"));
        var all = l.findStatic(MethodHandles4.class, "all", MethodType.methodType(String.class, String[].class));
        var fixed = all.withVarargs(false);
        System.out.println(all.isVarargsCollector() + " " + fixed.isVarargsCollector() + " " + fixed.withVarargs(true).isVarargsCollector());
        System.out.println((String) fixed.withVarargs(true).invoke("p", "q"));
        try {
            three.withVarargs(true);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        var zero = MethodHandles.zero(double.class);
        System.out.println(zero.type() + " " + (double) zero.invokeExact());
        var empty = MethodHandles.empty(MethodType.methodType(String.class, int.class, Object.class));
        System.out.println(empty.type() + " " + (String) empty.invokeExact(1, (Object) "x"));
        var dropped = MethodHandles.dropArgumentsToMatch(length, 0, java.util.List.of(int.class, String.class), 1);
        System.out.println(dropped.type() + " " + (int) dropped.invokeExact(9, "four"));
    }
}

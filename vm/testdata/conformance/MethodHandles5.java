import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.WrongMethodTypeException;
import java.util.ArrayList;
import java.util.List;

// Method-handle combinators: permuteArguments, collectArguments and the
// invokers (invoker, exactInvoker, spreadInvoker), with the exceptions of
// their checks and of the handles they invoke.
public class MethodHandles5 {
    static String concat(String a, String b) { return a + b; }

    static long mix(int a, long b, String c) { return a * 100L + b * 10 + c.length(); }

    static String twice(String s) { return s + s; }

    static int len(String s) { return s.length(); }

    static String repeat(String s, int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) sb.append(s);
        return sb.toString();
    }

    static final List<String> log = new ArrayList<>();

    static void note(String s) { log.add("note " + s); }

    static int boom(String s) {
        throw new IllegalStateException("boom " + s);
    }

    static void show(String what, Throwable e) {
        System.out.println(what + ": " + e.getClass().getName() + ": " + e.getMessage());
    }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        MethodHandle concat = l.findStatic(MethodHandles5.class, "concat", MethodType.methodType(String.class, String.class, String.class));
        MethodHandle mix = l.findStatic(MethodHandles5.class, "mix", MethodType.methodType(long.class, int.class, long.class, String.class));
        MethodHandle twice = l.findStatic(MethodHandles5.class, "twice", MethodType.methodType(String.class, String.class));
        MethodHandle len = l.findStatic(MethodHandles5.class, "len", MethodType.methodType(int.class, String.class));
        MethodHandle repeat = l.findStatic(MethodHandles5.class, "repeat", MethodType.methodType(String.class, String.class, int.class));
        MethodHandle note = l.findStatic(MethodHandles5.class, "note", MethodType.methodType(void.class, String.class));
        MethodHandle boom = l.findStatic(MethodHandles5.class, "boom", MethodType.methodType(int.class, String.class));

        // permuteArguments: swap, duplicate, drop.
        MethodHandle swapped = MethodHandles.permuteArguments(concat, MethodType.methodType(String.class, String.class, String.class), 1, 0);
        System.out.println("swap " + (String) swapped.invokeExact("a", "b") + " " + swapped.type());
        MethodHandle dup = MethodHandles.permuteArguments(concat, MethodType.methodType(String.class, String.class), 0, 0);
        System.out.println("dup " + (String) dup.invokeExact("xy"));
        MethodHandle mixed = MethodHandles.permuteArguments(mix, MethodType.methodType(long.class, String.class, long.class, int.class, double.class), 2, 1, 0);
        System.out.println("mix " + (long) mixed.invokeExact("abcd", 7L, 3, 1.5) + " " + mixed.type());
        System.out.println("mix invoke " + mixed.invoke("ab", 2, 1, 0.0));
        int[] reorder = {1, 0};
        MethodHandle r2 = MethodHandles.permuteArguments(concat, MethodType.methodType(String.class, String.class, String.class), reorder);
        reorder[0] = 0; // permuteArguments keeps its own copy
        System.out.println("copy " + (String) r2.invokeExact("p", "q"));
        try {
            MethodHandles.permuteArguments(concat, MethodType.methodType(String.class, String.class, int.class), 1, 0);
        } catch (IllegalArgumentException e) {
            show("permute bad type", e);
        }
        try {
            MethodHandles.permuteArguments(concat, MethodType.methodType(String.class, String.class), 0);
        } catch (IllegalArgumentException e) {
            show("permute bad length", e);
        }
        try {
            MethodHandles.permuteArguments(concat, MethodType.methodType(String.class, String.class), 0, 1);
        } catch (IllegalArgumentException e) {
            show("permute bad index", e);
        }
        try {
            MethodHandles.permuteArguments(concat, MethodType.methodType(Object.class, String.class, String.class), 0, 1);
        } catch (IllegalArgumentException e) {
            show("permute bad return", e);
        }
        try {
            MethodHandles.permuteArguments(concat, MethodType.methodType(String.class, String.class, String.class), (int[]) null);
        } catch (NullPointerException e) {
            System.out.println("permute null reorder: NPE");
        }
        try {
            String s = (String) swapped.invokeExact((Object) "a", "b");
        } catch (WrongMethodTypeException e) {
            show("permuted invokeExact", e);
        }

        // collectArguments: a filter's arguments replaced by its result,
        // a void filter's removed.
        MethodHandle c1 = MethodHandles.collectArguments(repeat, 1, len);
        System.out.println("collect " + (String) c1.invokeExact("ab", "xyz") + " " + c1.type());
        MethodHandle c0 = MethodHandles.collectArguments(concat, 0, twice);
        System.out.println("collect0 " + (String) c0.invokeExact("ab", "c"));
        MethodHandle c2 = MethodHandles.collectArguments(repeat, 0, concat);
        System.out.println("collect2 " + (String) c2.invokeExact("a", "b", 3) + " " + c2.type());
        MethodHandle cv = MethodHandles.collectArguments(twice, 0, note);
        System.out.println("collect void " + (String) cv.invokeExact("n1", "t") + " " + cv.type() + " " + log);
        MethodHandle cb = MethodHandles.collectArguments(repeat, 1, boom);
        try {
            String s = (String) cb.invokeExact("a", "b");
        } catch (IllegalStateException e) {
            show("collect throws", e);
        }
        try {
            MethodHandles.collectArguments(repeat, 1, twice);
        } catch (IllegalArgumentException e) {
            show("collect bad type", e);
        }
        try {
            MethodHandles.collectArguments(repeat, 5, len);
        } catch (IllegalArgumentException e) {
            show("collect bad pos", e);
        } catch (IndexOutOfBoundsException e) {
            show("collect bad pos", e);
        }

        // invoker and exactInvoker: the handle is the first argument.
        MethodType ss = MethodType.methodType(String.class, String.class);
        MethodHandle inv = MethodHandles.invoker(ss);
        MethodHandle exact = MethodHandles.exactInvoker(ss);
        System.out.println("invoker " + inv.type() + " " + exact.type());
        System.out.println("invoke " + (String) inv.invokeExact(twice, "ab") + " " + (String) exact.invokeExact(twice, "cd"));
        // invoker converts: len's (String)int adapted to (String)String fails,
        // to (Object)Object works through invoke.
        MethodHandle invObj = MethodHandles.invoker(MethodType.methodType(Object.class, Object.class));
        System.out.println("invoke generic " + invObj.invokeExact(len, (Object) "four") + " " + invObj.invokeExact(twice, (Object) "z"));
        try {
            Object o = invObj.invokeExact(len, (Object) Integer.valueOf(3));
        } catch (ClassCastException e) {
            System.out.println("invoke generic: ClassCastException");
        }
        try {
            String s = (String) exact.invokeExact(len, "ab");
        } catch (WrongMethodTypeException e) {
            show("exactInvoker wrong type", e);
        }
        try {
            String s = (String) inv.invokeExact(len, "ab");
        } catch (WrongMethodTypeException e) {
            show("invoker wrong type", e);
        }
        try {
            String s = (String) exact.invokeExact((MethodHandle) null, "ab");
        } catch (NullPointerException e) {
            System.out.println("exactInvoker null: NPE");
        }
        System.out.println("invoke invoker " + exact.invoke(twice, "q") + " " + exact.invokeWithArguments(twice, "w"));
        MethodHandle bound = exact.bindTo(twice);
        System.out.println("bound invoker " + (String) bound.invokeExact("r") + " " + bound.type());
        try {
            int n = (int) MethodHandles.exactInvoker(MethodType.methodType(int.class, String.class)).invokeExact(boom, "x");
        } catch (IllegalStateException e) {
            show("invoker throws", e);
        }
        long m = (long) MethodHandles.exactInvoker(mix.type()).invokeExact(mix, 1, 2L, "abc");
        System.out.println("exact wide " + m);

        // spreadInvoker: the trailing arguments from an Object[].
        MethodHandle spread = MethodHandles.spreadInvoker(mix.type(), 1);
        System.out.println("spread " + spread.type() + " " + (long) spread.invokeExact(mix, 4, new Object[] {5L, "ab"}));
        MethodHandle spread0 = MethodHandles.spreadInvoker(concat.type(), 0);
        System.out.println("spread0 " + spread0.type() + " " + (String) spread0.invokeExact(concat, new Object[] {"s", "t"}));
        MethodHandle spreadAll = MethodHandles.spreadInvoker(concat.type(), 2);
        System.out.println("spread none " + spreadAll.type() + " " + (String) spreadAll.invokeExact(concat, "u", "v", (Object[]) null));
        try {
            long x = (long) spread.invokeExact(mix, 4, new Object[] {5L});
        } catch (IllegalArgumentException e) {
            show("spread short array", e);
        }
        try {
            long x = (long) spread.invokeExact(mix, 4, new Object[] {"no", "ab"});
        } catch (ClassCastException e) {
            System.out.println("spread bad element: ClassCastException");
        }
        try {
            long x = (long) spread.invokeExact(mix, 4, (Object[]) null);
        } catch (NullPointerException e) {
            System.out.println("spread null array: NPE");
        }
        try {
            MethodHandles.spreadInvoker(concat.type(), 3);
        } catch (IllegalArgumentException e) {
            show("spreadInvoker bad count", e);
        }
    }
}

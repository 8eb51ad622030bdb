import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;

// Method-handle loops: MethodHandles.loop, whileLoop, doWhileLoop,
// countedLoop and iteratedLoop, with omitted clause parts, void
// iteration variables, exceptions from a body, and the messages of their
// checks.
public class MethodHandles6 {
    static int zero() { return 0; }

    static boolean below(int v, int n) { return v < n; }

    static int inc(int v, int n) { return v + 1; }

    static int sum(int v, int i) { return v + i * i; }

    static String append(String acc, int i, String sep) { return acc + sep + i; }

    static String start(String sep) { return "<"; }

    static List<String> log = new ArrayList<>();

    static void visit(int i) { log.add("i" + i); }

    static int count(int v, String s) { return v + s.length(); }

    static void note(String s) { log.add(s); }

    static int boom(int v, int n) {
        if (v == 2) throw new IllegalStateException("boom at " + v);
        return v + 1;
    }

    // Fibonacci with two iteration variables.
    static int fibInit0(int n) { return 0; }
    static int fibInit1(int n) { return 1; }
    static int fibStep0(int a, int b, int k, int n) { return b; }
    static int fibStep1(int a, int b, int k, int n) { return a + b; }
    static int kInit(int n) { return 0; }
    static int kStep(int a, int b, int k, int n) { return k + 1; }
    static boolean kPred(int a, int b, int k, int n) { return k < n; }
    static int fibFini(int a, int b, int k, int n) { return a; }

    static void show(String what, Throwable e) {
        System.out.println(what + ": " + e.getClass().getName() + ": " + e.getMessage());
    }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        Class<?> me = MethodHandles6.class;
        MethodHandle zero = l.findStatic(me, "zero", MethodType.methodType(int.class));
        MethodHandle below = l.findStatic(me, "below", MethodType.methodType(boolean.class, int.class, int.class));
        MethodHandle inc = l.findStatic(me, "inc", MethodType.methodType(int.class, int.class, int.class));
        MethodHandle sum = l.findStatic(me, "sum", MethodType.methodType(int.class, int.class, int.class));
        MethodHandle append = l.findStatic(me, "append", MethodType.methodType(String.class, String.class, int.class, String.class));
        MethodHandle start = l.findStatic(me, "start", MethodType.methodType(String.class, String.class));
        MethodHandle visit = l.findStatic(me, "visit", MethodType.methodType(void.class, int.class));
        MethodHandle count = l.findStatic(me, "count", MethodType.methodType(int.class, int.class, String.class));
        MethodHandle note = l.findStatic(me, "note", MethodType.methodType(void.class, String.class));
        MethodHandle boom = l.findStatic(me, "boom", MethodType.methodType(int.class, int.class, int.class));

        MethodHandle w = MethodHandles.whileLoop(zero, below, inc);
        System.out.println("while " + w.type() + " " + (int) w.invokeExact(5) + " " + (int) w.invokeExact(-1));
        MethodHandle d = MethodHandles.doWhileLoop(zero, inc, below);
        System.out.println("doWhile " + d.type() + " " + (int) d.invokeExact(5) + " " + (int) d.invokeExact(-1));
        System.out.println("while invoke " + w.invoke(Integer.valueOf(3)) + " " + w.invokeWithArguments(4));
        MethodHandle wNoInit = MethodHandles.whileLoop(null, below, inc);
        System.out.println("while no init " + (int) wNoInit.invokeExact(3));
        try {
            int x = (int) MethodHandles.whileLoop(zero, below, boom).invokeExact(9);
        } catch (IllegalStateException e) {
            show("while throws", e);
        }

        MethodHandle c = MethodHandles.countedLoop(MethodHandles.identity(int.class), zero, sum);
        System.out.println("counted " + c.type() + " " + (int) c.invokeExact(4) + " " + (int) c.invokeExact(0) + " " + (int) c.invokeExact(-2));
        MethodHandle c2 = MethodHandles.countedLoop(MethodHandles.dropArguments(MethodHandles.constant(int.class, 2), 0, String.class),
                MethodHandles.dropArguments(MethodHandles.dropArguments(start, 0), 0, new Class<?>[0]), append);
        System.out.println("counted2 " + c2.type() + " " + (String) c2.invokeExact(","));
        MethodHandle range = MethodHandles.countedLoop(MethodHandles.dropArguments(MethodHandles.constant(int.class, 3), 0, int.class),
                MethodHandles.identity(int.class), null, visit);
        range.invoke(7);
        System.out.println("counted range " + range.type() + " " + log);
        log.clear();
        MethodHandle cv = MethodHandles.countedLoop(MethodHandles.constant(int.class, 3), null, visit);
        cv.invoke();
        System.out.println("counted void " + cv.type() + " " + log);
        log.clear();

        MethodHandle it = MethodHandles.iteratedLoop(null, MethodHandles.dropArguments(zero, 0, Iterable.class), count);
        System.out.println("iterated " + it.type() + " " + it.invoke(Arrays.asList("ab", "cde", "")));
        MethodHandle itv = MethodHandles.iteratedLoop(null, null, note);
        itv.invoke(Arrays.asList("x", "y"));
        System.out.println("iterated void " + itv.type() + " " + log);
        log.clear();

        // loop: three clauses whose steps run in order, each on the variables
        // the earlier ones updated in the same pass (so a, b = b, a + b
        // doubles), the last one counting k up to n.
        MethodType four = MethodType.methodType(int.class, int.class, int.class, int.class, int.class);
        MethodHandle[] fib0 = {l.findStatic(me, "fibInit0", MethodType.methodType(int.class, int.class)), l.findStatic(me, "fibStep0", four)};
        MethodHandle[] fib1 = {l.findStatic(me, "fibInit1", MethodType.methodType(int.class, int.class)), l.findStatic(me, "fibStep1", four)};
        MethodHandle[] kc = {l.findStatic(me, "kInit", MethodType.methodType(int.class, int.class)), l.findStatic(me, "kStep", four),
            l.findStatic(me, "kPred", MethodType.methodType(boolean.class, int.class, int.class, int.class, int.class)),
            l.findStatic(me, "fibFini", four)};
        MethodHandle fib = MethodHandles.loop(fib0, fib1, kc);
        StringBuilder sb = new StringBuilder();
        for (int n = 0; n <= 10; n++) sb.append((int) fib.invokeExact(n)).append(' ');
        System.out.println("loop " + fib.type() + " " + sb);

        // The checks.
        try {
            MethodHandles.whileLoop(zero, below, MethodHandles.dropArguments(inc, 0, long.class));
        } catch (IllegalArgumentException e) {
            show("while bad body", e);
        }
        try {
            MethodHandles.whileLoop(zero, inc, inc);
        } catch (IllegalArgumentException e) {
            show("while bad pred", e);
        }
        try {
            MethodHandles.countedLoop(MethodHandles.constant(long.class, 2L), null, visit);
        } catch (IllegalArgumentException e) {
            show("counted bad iterations", e);
        }
        try {
            MethodHandles.loop();
        } catch (IllegalArgumentException e) {
            show("loop no clauses", e);
        }
        try {
            MethodHandles.loop(new MethodHandle[] {zero, MethodHandles.constant(String.class, "s")});
        } catch (IllegalArgumentException e) {
            show("loop init and step differ", e);
        }
        try {
            MethodHandles.whileLoop(zero, null, inc);
        } catch (NullPointerException e) {
            System.out.println("while null pred: NPE");
        }
    }
}

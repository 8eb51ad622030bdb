import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.List;

// MethodHandles.tryFinally: the cleanup sees the target's result or its
// exception, its result is the handle's, an exception is thrown again
// after it unless the cleanup throws its own; a cleanup with fewer
// arguments than the target; the checks' messages.
public class MethodHandles7 {
    static List<String> log = new ArrayList<>();

    static int half(int x) {
        if (x % 2 != 0) throw new IllegalArgumentException("odd " + x);
        return x / 2;
    }

    static int after(Throwable t, int r, int x) {
        log.add("after " + (t == null ? "ok" : t.getMessage()) + " r=" + r + " x=" + x);
        return r + 100;
    }

    static int afterShort(Throwable t, int r) {
        log.add("short " + (t == null ? "ok" : t.getClass().getSimpleName()) + " r=" + r);
        return r;
    }

    static void say(String s) {
        log.add("say " + s);
        if (s.isEmpty()) throw new IllegalStateException("empty");
    }

    static void sayAfter(Throwable t, String s) {
        log.add("sayAfter " + (t == null ? "ok" : t.getMessage()));
    }

    static int failing(Throwable t, int r, int x) {
        throw new UnsupportedOperationException("cleanup failed" + (t == null ? "" : " after " + t.getMessage()));
    }

    static String onlyExc(Exception e, String r, String s) {
        return "onlyExc " + (e == null ? "ok" : e.getMessage()) + " " + r;
    }

    static String upper(String s) {
        if (s.equals("err")) throw new AssertionError("an error");
        if (s.equals("exc")) throw new RuntimeException("an exception");
        return s.toUpperCase();
    }

    static void show(String what, Throwable e) {
        System.out.println(what + ": " + e.getClass().getName() + ": " + e.getMessage());
    }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        Class<?> me = MethodHandles7.class;
        MethodHandle half = l.findStatic(me, "half", MethodType.methodType(int.class, int.class));
        MethodHandle after = l.findStatic(me, "after", MethodType.methodType(int.class, Throwable.class, int.class, int.class));
        MethodHandle afterShort = l.findStatic(me, "afterShort", MethodType.methodType(int.class, Throwable.class, int.class));
        MethodHandle say = l.findStatic(me, "say", MethodType.methodType(void.class, String.class));
        MethodHandle sayAfter = l.findStatic(me, "sayAfter", MethodType.methodType(void.class, Throwable.class, String.class));
        MethodHandle failing = l.findStatic(me, "failing", MethodType.methodType(int.class, Throwable.class, int.class, int.class));
        MethodHandle onlyExc = l.findStatic(me, "onlyExc", MethodType.methodType(String.class, Exception.class, String.class, String.class));
        MethodHandle upper = l.findStatic(me, "upper", MethodType.methodType(String.class, String.class));

        MethodHandle tf = MethodHandles.tryFinally(half, after);
        System.out.println("tryFinally " + tf.type() + " " + (int) tf.invokeExact(8) + " " + log);
        log.clear();
        try {
            int x = (int) tf.invokeExact(7);
        } catch (IllegalArgumentException e) {
            show("target throws", e);
        }
        System.out.println(log);
        log.clear();
        MethodHandle ts = MethodHandles.tryFinally(half, afterShort);
        System.out.println("short " + ts.type() + " " + (int) ts.invokeExact(6) + " " + ts.invoke(Integer.valueOf(10)) + " " + log);
        log.clear();
        MethodHandle tv = MethodHandles.tryFinally(say, sayAfter);
        tv.invokeExact("hi");
        try {
            tv.invokeExact("");
        } catch (IllegalStateException e) {
            show("void target throws", e);
        }
        System.out.println("void " + tv.type() + " " + log);
        log.clear();
        MethodHandle tfail = MethodHandles.tryFinally(half, failing);
        try {
            int x = (int) tfail.invokeExact(4);
        } catch (UnsupportedOperationException e) {
            show("cleanup throws", e);
        }
        try {
            int x = (int) tfail.invokeExact(5);
        } catch (UnsupportedOperationException e) {
            show("both throw", e);
        }
        MethodHandle te = MethodHandles.tryFinally(upper, onlyExc);
        System.out.println((String) te.invokeExact("abc"));
        try {
            String s = (String) te.invokeExact("exc");
        } catch (RuntimeException e) {
            show("exception cleanup", e);
        }
        try {
            String s = (String) te.invokeExact("err");
        } catch (Throwable e) {
            show("error into an Exception cleanup", e);
        }
        try {
            MethodHandles.tryFinally(half, sayAfter);
        } catch (IllegalArgumentException e) {
            show("bad cleanup", e);
        }
        try {
            MethodHandles.tryFinally(half, MethodHandles.dropArguments(afterShort, 2, long.class));
        } catch (IllegalArgumentException e) {
            show("bad cleanup arguments", e);
        }
    }
}

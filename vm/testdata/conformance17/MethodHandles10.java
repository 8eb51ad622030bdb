import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.List;

// A loop or tryFinally whose result invoke widens to another reference
// type (a String taken as a CharSequence, a StringBuilder as an
// Appendable, a String[] as an Object[]) runs its handles as ordinary
// calls too, as a method's handle whose result invoke widens does: their bodies block on a monitor another thread holds, throw
// through the loop with its frames hidden, and the result is the loop's
// own object. A cast the other way (Object to String) is asType's, with
// its ClassCastException.
public class MethodHandles10 {
    static final Object lock = new Object();
    static int shared;
    static final List<String> log = new ArrayList<>();

    static String step(String acc, int i) {
        synchronized (lock) {
            shared++;
        }
        return acc + i;
    }

    static StringBuilder build(int n) {
        synchronized (lock) {
            shared += 10;
        }
        if (n < 0) {
            throw new IllegalArgumentException("negative " + n);
        }
        return new StringBuilder("sb").append(n);
    }

    static StringBuilder done(Throwable t, StringBuilder r, int n) {
        synchronized (lock) {
            log.add("done " + (t == null ? "-" : t.getMessage()) + " " + r + " " + n);
        }
        return r == null ? new StringBuilder("none") : r.append('!');
    }

    static String[] grow(String[] a, int i) {
        synchronized (lock) {
            shared += 100;
        }
        String[] b = new String[a.length + 1];
        System.arraycopy(a, 0, b, 0, a.length);
        b[a.length] = "s" + i;
        return b;
    }

    static String boom(String acc, int i) {
        if (i == 1) {
            throw new IllegalStateException("boom at " + i + " after " + acc);
        }
        return acc + i;
    }

    static Object anything(Object acc, int i) {
        return i == 0 ? "str" : Integer.valueOf(i);
    }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        MethodHandle step = l.findStatic(MethodHandles10.class, "step", MethodType.methodType(String.class, String.class, int.class));
        MethodHandle str = MethodHandles.countedLoop(MethodHandles.constant(int.class, 3), MethodHandles.constant(String.class, "x"), step);
        MethodHandle tf = MethodHandles.tryFinally(l.findStatic(MethodHandles10.class, "build", MethodType.methodType(StringBuilder.class, int.class)),
                l.findStatic(MethodHandles10.class, "done", MethodType.methodType(StringBuilder.class, Throwable.class, StringBuilder.class, int.class)));
        MethodHandle arr = MethodHandles.countedLoop(MethodHandles.constant(int.class, 2), MethodHandles.constant(String[].class, new String[0]),
                l.findStatic(MethodHandles10.class, "grow", MethodType.methodType(String[].class, String[].class, int.class)));
        CharSequence[] cs = new CharSequence[3];
        Appendable[] ap = new Appendable[1];
        Object[][] os = new Object[1][];
        Thread[] ts = {
            new Thread(() -> {
                try {
                    cs[0] = (CharSequence) str.invoke();
                } catch (Throwable e) {
                    throw new RuntimeException(e);
                }
            }),
            new Thread(() -> {
                try {
                    ap[0] = (Appendable) tf.invoke(7);
                    cs[1] = (CharSequence) tf.invoke(8);
                } catch (Throwable e) {
                    throw new RuntimeException(e);
                }
            }),
            new Thread(() -> {
                try {
                    os[0] = (Object[]) arr.invoke();
                } catch (Throwable e) {
                    throw new RuntimeException(e);
                }
            }),
            new Thread(() -> {
                try {
                    cs[2] = (CharSequence) step.invoke("z", 5);
                } catch (Throwable e) {
                    throw new RuntimeException(e);
                }
            }),
        };
        synchronized (lock) {
            for (Thread t : ts) {
                t.start();
            }
            Thread.sleep(20); // the bodies block on lock
            shared += 1000;
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println("widened " + cs[0] + " " + cs[0].getClass().getSimpleName() + " " + ap[0] + " " + ap[0].getClass().getSimpleName()
                + " " + cs[1] + " " + cs[2] + " " + String.join(",", (String[]) os[0]) + " " + os[0].getClass().getSimpleName() + " shared " + shared);

        try {
            CharSequence r = (CharSequence) tf.invoke(-2);
        } catch (IllegalArgumentException e) {
            System.out.println("tryFinally threw " + e.getMessage());
        }
        MethodHandle boom = l.findStatic(MethodHandles10.class, "boom", MethodType.methodType(String.class, String.class, int.class));
        MethodHandle bad = MethodHandles.countedLoop(MethodHandles.constant(int.class, 3), MethodHandles.constant(String.class, "y"), boom);
        try {
            CharSequence r = (CharSequence) bad.invoke();
        } catch (IllegalStateException e) {
            StringBuilder sb = new StringBuilder();
            for (StackTraceElement el : e.getStackTrace()) {
                sb.append(el.getClassName()).append('.').append(el.getMethodName()).append(' ');
            }
            System.out.println("thrown " + e.getMessage() + " from " + sb);
        }
        // The other way: Object to String is a cast, which fails for an Integer.
        MethodHandle any = MethodHandles.countedLoop(MethodHandles.constant(int.class, 1), MethodHandles.constant(Object.class, null),
                l.findStatic(MethodHandles10.class, "anything", MethodType.methodType(Object.class, Object.class, int.class)));
        System.out.println("cast " + (String) any.invoke());
        MethodHandle any2 = MethodHandles.countedLoop(MethodHandles.constant(int.class, 2), MethodHandles.constant(Object.class, null),
                l.findStatic(MethodHandles10.class, "anything", MethodType.methodType(Object.class, Object.class, int.class)));
        try {
            String s = (String) any2.invoke();
            System.out.println("no cast failure " + s);
        } catch (ClassCastException e) {
            System.out.println("cast failed " + e.getClass().getName());
        }
        System.out.println(log);
    }
}

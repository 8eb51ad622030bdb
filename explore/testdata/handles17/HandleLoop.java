import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

// Two threads each bump a shared counter twice in the body of a
// MethodHandles.countedLoop, without a lock: an update can be lost, and
// main's check fails. The race is inside the loop's body. With the
// argument "boxed" the threads call the loop with invokeWithArguments,
// which boxes its result; with "widened" they call a loop of Strings
// whose result invoke widens to a CharSequence, with "widenedtf" a
// tryFinally of a StringBuilder whose result invoke widens to an
// Appendable (its target and cleanup each bump the counter once), with
// "widenedcall" a method's handle, bumping twice, whose String result
// invoke widens to a CharSequence.
public class HandleLoop {
    static int count;

    static int bump(int acc, int i) {
        int c = count;
        count = c + 1;
        return acc + 1;
    }

    static String bumpS(String acc, int i) {
        int c = count;
        count = c + 1;
        return acc + i;
    }

    static String bumpTwice() {
        return bumpS(bumpS("", 0), 1);
    }

    static StringBuilder target() {
        int c = count;
        count = c + 1;
        return new StringBuilder("t");
    }

    static StringBuilder cleanup(Throwable t, StringBuilder r) {
        int c = count;
        count = c + 1;
        return r;
    }

    public static void main(String[] args) throws Throwable {
        MethodHandle body = MethodHandles.lookup().findStatic(HandleLoop.class, "bump",
                MethodType.methodType(int.class, int.class, int.class));
        MethodHandle loop = MethodHandles.countedLoop(MethodHandles.constant(int.class, 2),
                MethodHandles.constant(int.class, 0), MethodHandles.permuteArguments(body,
                        MethodType.methodType(int.class, int.class, int.class), 1, 0));
        MethodHandles.Lookup l = MethodHandles.lookup();
        MethodHandle sloop = MethodHandles.countedLoop(MethodHandles.constant(int.class, 2),
                MethodHandles.constant(String.class, ""),
                l.findStatic(HandleLoop.class, "bumpS", MethodType.methodType(String.class, String.class, int.class)));
        MethodHandle tf = MethodHandles.tryFinally(
                l.findStatic(HandleLoop.class, "target", MethodType.methodType(StringBuilder.class)),
                l.findStatic(HandleLoop.class, "cleanup", MethodType.methodType(StringBuilder.class, Throwable.class, StringBuilder.class)));
        MethodHandle twice = l.findStatic(HandleLoop.class, "bumpTwice", MethodType.methodType(String.class));
        String mode = args.length > 0 ? args[0] : "";
        boolean boxed = mode.equals("boxed");
        Runnable r = () -> {
            try {
                if (mode.equals("widened")) {
                    CharSequence s = (CharSequence) sloop.invoke();
                    return;
                }
                if (mode.equals("widenedcall")) {
                    CharSequence s = (CharSequence) twice.invoke();
                    return;
                }
                if (mode.equals("widenedtf")) {
                    Appendable a = (Appendable) tf.invoke();
                    return;
                }
                if (boxed) {
                    Object n = loop.invokeWithArguments();
                    return;
                }
                int n = (int) loop.invokeExact();
            } catch (Throwable e) {
                throw new RuntimeException(e);
            }
        };
        Thread t1 = new Thread(r);
        Thread t2 = new Thread(r);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        if (count != 4) {
            throw new IllegalStateException("lost update: count = " + count);
        }
    }
}

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

// MethodHandleCalls: methods called only through method handles, made by
// a Lookup's findVirtual (the handle in a static final field set in
// <clinit>) and findStatic (in a local), and a bound handle (bindTo),
// invoked with invokeExact, invoke and invokeWithArguments by two
// threads. Their accesses race. The MethodType picks the overload: the
// other overloads of inc, add and mix are never called.
public class MethodHandleCalls {
    int count;
    static int total;
    int bound;
    static final MethodHandle INC;

    static {
        try {
            INC = MethodHandles.lookup().findVirtual(MethodHandleCalls.class, "inc", MethodType.methodType(void.class));
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    void inc() { count++; }

    static void add(int k) { total += k; }

    void touch(int k) { bound = k; }

    int spare;
    static long other;
    static String mixed;
    static int unmixed;

    void inc(int by) { spare += by; }

    static void add(long k) { other += k; }

    static void mix(int a, String b, long c) { mixed = b; }

    static void mix(int a) { unmixed = a; }

    public static void main(String[] args) throws Throwable {
        MethodHandleCalls c = new MethodHandleCalls();
        MethodHandles.Lookup l = MethodHandles.lookup();
        MethodHandle add = l.findStatic(MethodHandleCalls.class, "add", MethodType.methodType(void.class, int.class));
        MethodHandle touch = l.findVirtual(MethodHandleCalls.class, "touch", MethodType.methodType(void.class, int.class)).bindTo(c);
        MethodHandle mix = l.findStatic(MethodHandleCalls.class, "mix", MethodType.methodType(void.class, int.class, String.class, long.class));
        Thread t = new Thread(() -> {
            try {
                INC.invokeExact(c);
                add.invoke(1);
                touch.invokeWithArguments(2);
                mix.invoke(1, "a", 2L);
            } catch (Throwable e) {
                throw new RuntimeException(e);
            }
        });
        t.start();
        INC.invokeExact(c);
        add.invokeExact(2);
        touch.invoke(3);
        mix.invokeExact(3, "b", 4L);
        t.join();
    }
}

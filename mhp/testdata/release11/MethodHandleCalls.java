import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

// MethodHandleCalls: methods called only through method handles, made by
// a Lookup's findVirtual (the handle in a static final field set in
// <clinit>) and findStatic (in a local), and a bound handle (bindTo),
// invoked with invokeExact, invoke and invokeWithArguments by two
// threads. Their accesses race.
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

    public static void main(String[] args) throws Throwable {
        MethodHandleCalls c = new MethodHandleCalls();
        MethodHandles.Lookup l = MethodHandles.lookup();
        MethodHandle add = l.findStatic(MethodHandleCalls.class, "add", MethodType.methodType(void.class, int.class));
        MethodHandle touch = l.findVirtual(MethodHandleCalls.class, "touch", MethodType.methodType(void.class, int.class)).bindTo(c);
        Thread t = new Thread(() -> {
            try {
                INC.invokeExact(c);
                add.invoke(1);
                touch.invokeWithArguments(2);
            } catch (Throwable e) {
                throw new RuntimeException(e);
            }
        });
        t.start();
        INC.invokeExact(c);
        add.invokeExact(2);
        touch.invoke(3);
        t.join();
    }
}

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

// MhCount: a lost update in a method called only through a method handle
// (findVirtual, kept in a static final field): main and a thread each add
// one to n by ADD.invokeExact; one increment may be lost. The thread takes
// a lock before its add, main after its own, so the first execution (main
// on until it joins) orders the two adds and shows no race. "fixed" makes
// add synchronized on the object.
public class MhCount {
    int n;
    static final MethodHandle ADD;

    static {
        try {
            ADD = MethodHandles.lookup().findVirtual(MhCount.class, "add", MethodType.methodType(void.class));
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    final boolean fixed;

    MhCount(boolean fixed) { this.fixed = fixed; }

    void add() {
        if (fixed) {
            synchronized (this) {
                n = n + 1;
            }
        } else {
            n = n + 1;
        }
    }

    static final Object lock = new Object();
    static int seen;

    static void call(MhCount c) {
        try {
            ADD.invokeExact(c);
        } catch (Throwable e) {
            throw new RuntimeException(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        MhCount c = new MhCount(args.length > 0 && args[0].equals("fixed"));
        Thread t = new Thread(() -> {
            synchronized (lock) {
                seen++;
            }
            call(c);
        }, "adder");
        t.start();
        call(c);
        synchronized (lock) {
            seen++;
        }
        t.join();
        if (c.n != 2) throw new IllegalStateException("n = " + c.n + ", want 2");
    }
}

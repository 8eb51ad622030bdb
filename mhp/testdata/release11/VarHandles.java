import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

// VarHandles: a VarHandle's access methods read or write the variable the
// handle was made for: an instance field, a static field, an array
// element. The updates (getAndAdd, compareAndSet) are writes.
public class VarHandles {
    volatile int n;
    static volatile long total;
    static final VarHandle N;
    static final VarHandle TOTAL;
    static final VarHandle ELEMS = MethodHandles.arrayElementVarHandle(int[].class);

    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            N = l.findVarHandle(VarHandles.class, "n", int.class);
            TOTAL = l.findStaticVarHandle(VarHandles.class, "total", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        VarHandles v = new VarHandles();
        VarHandles own = new VarHandles();
        int[] a = new int[2];
        Thread t = new Thread(() -> {
            N.getAndAdd(v, 1);
            TOTAL.setVolatile(5L);
            ELEMS.compareAndSet(a, 0, 0, 1);
        });
        t.start();
        int x = (int) N.getVolatile(v);
        int y = v.n;
        long s = (long) TOTAL.get();
        N.set(own, 3);
        int z = (int) ELEMS.getAcquire(a, 1);
        N.accessModeType(VarHandle.AccessMode.GET);
        t.join();
    }
}

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

// VhCount: a VarHandle compare-and-set whose failure is ignored. add()
// reads n and sets it to n + 1 once; when the other thread's add came in
// between, the CAS fails and an increment is lost. "fixed" retries.
public class VhCount {
    volatile int n;
    static final VarHandle N;
    static {
        try {
            N = MethodHandles.lookup().findVarHandle(VhCount.class, "n", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    final boolean fixed;

    VhCount(boolean fixed) { this.fixed = fixed; }

    void add() {
        int o;
        do {
            o = (int) N.getVolatile(this);
        } while (!N.compareAndSet(this, o, o + 1) && fixed);
    }

    public static void main(String[] args) throws InterruptedException {
        VhCount c = new VhCount(args.length > 0 && args[0].equals("fixed"));
        Thread t = new Thread(c::add, "adder");
        t.start();
        c.add();
        t.join();
        if (c.n != 2) throw new IllegalStateException("n = " + c.n + ", want 2");
    }
}

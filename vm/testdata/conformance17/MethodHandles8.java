import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.List;

// The loops and tryFinally run their handles as ordinary calls: their
// bodies take monitors other threads hold, wait and are notified, throw
// through the loop with the loop's frames hidden from the stack trace,
// and a tryFinally with a long or double result gives its cleanup zero
// when the target throws. Loops nest, and invoke converts their results.
public class MethodHandles8 {
    static final Object lock = new Object();
    static int shared;
    static final List<String> log = new ArrayList<>();

    static int add(int acc, int i) {
        synchronized (lock) {
            shared++;
        }
        return acc + i;
    }

    static int boom(int acc, int i) {
        if (i == 2) {
            throw new IllegalStateException("boom at " + i);
        }
        return acc + i;
    }

    static long slow(long x) {
        if (x < 0) {
            throw new IllegalArgumentException("negative " + x);
        }
        return x * 3;
    }

    static long clean(Throwable t, long r, long x) {
        log.add("clean " + (t == null ? "-" : t.getMessage()) + " " + r + " " + x);
        return r + 1;
    }

    static double half(double d) {
        return d / 2;
    }

    static double cleanD(Throwable t, double r, double d) {
        log.add("cleanD " + (t == null ? "-" : t.getClass().getSimpleName()) + " " + r);
        return r;
    }

    static boolean ready;

    static void await(Object o) throws InterruptedException {
        synchronized (lock) {
            while (!ready) {
                lock.wait();
            }
            log.add("awaited");
        }
    }

    static int inner(int acc, int i, int n) {
        return acc * 10 + i;
    }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        MethodType ii = MethodType.methodType(int.class, int.class, int.class);
        MethodHandle add = l.findStatic(MethodHandles8.class, "add", ii);
        MethodHandle sum = MethodHandles.countedLoop(MethodHandles.identity(int.class),
                MethodHandles.dropArguments(MethodHandles.constant(int.class, 0), 0, int.class),
                MethodHandles.dropArguments(add, 2, int.class));
        Thread[] ts = new Thread[3];
        int[] res = new int[3];
        for (int k = 0; k < ts.length; k++) {
            int kk = k;
            ts[k] = new Thread(() -> {
                try {
                    res[kk] = (int) sum.invokeExact(5 + kk);
                } catch (Throwable e) {
                    throw new RuntimeException(e);
                }
            });
        }
        synchronized (lock) {
            for (Thread t : ts) {
                t.start();
            }
            Thread.sleep(20); // the loops' bodies block on lock
            shared += 100;
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println("sums " + res[0] + " " + res[1] + " " + res[2] + " shared " + shared);

        MethodHandle boom = l.findStatic(MethodHandles8.class, "boom", ii);
        MethodHandle bad = MethodHandles.countedLoop(MethodHandles.constant(int.class, 4), MethodHandles.constant(int.class, 0), boom);
        try {
            int r = (int) bad.invokeExact();
        } catch (IllegalStateException e) {
            StringBuilder sb = new StringBuilder();
            for (StackTraceElement el : e.getStackTrace()) {
                sb.append(el.getClassName()).append('.').append(el.getMethodName()).append(' ');
            }
            System.out.println("thrown " + e.getMessage() + " from " + sb);
        }

        MethodHandle slow = l.findStatic(MethodHandles8.class, "slow", MethodType.methodType(long.class, long.class));
        MethodHandle clean = l.findStatic(MethodHandles8.class, "clean", MethodType.methodType(long.class, Throwable.class, long.class, long.class));
        MethodHandle tf = MethodHandles.tryFinally(slow, clean);
        System.out.println("tryFinally " + (long) tf.invokeExact(4L));
        try {
            long r = (long) tf.invokeExact(-1L);
        } catch (IllegalArgumentException e) {
            System.out.println("tryFinally threw " + e.getMessage());
        }
        Object boxed = tf.invoke(7L);
        System.out.println("tryFinally boxed " + boxed + " " + boxed.getClass().getSimpleName());
        double dd = (double) tf.invoke(2L);
        System.out.println("tryFinally widened " + dd);
        MethodHandle tfd = MethodHandles.tryFinally(l.findStatic(MethodHandles8.class, "half", MethodType.methodType(double.class, double.class)),
                l.findStatic(MethodHandles8.class, "cleanD", MethodType.methodType(double.class, Throwable.class, double.class, double.class)));
        System.out.println("tryFinally double " + (double) tfd.invokeExact(5.0));

        // A loop whose body waits for a flag another thread sets.
        MethodHandle await = l.findStatic(MethodHandles8.class, "await", MethodType.methodType(void.class, Object.class));
        MethodHandle once = MethodHandles.countedLoop(MethodHandles.constant(int.class, 1), null,
                MethodHandles.dropArguments(MethodHandles.insertArguments(await, 0, "x"), 0, int.class));
        Thread waiter = new Thread(() -> {
            try {
                once.invokeExact();
            } catch (Throwable e) {
                throw new RuntimeException(e);
            }
        });
        waiter.start();
        synchronized (lock) {
            ready = true;
            lock.notifyAll();
        }
        waiter.join();

        // Nested loops: the outer body runs an inner loop.
        MethodHandle innerStep = l.findStatic(MethodHandles8.class, "inner", MethodType.methodType(int.class, int.class, int.class, int.class));
        MethodHandle innerLoop = MethodHandles.countedLoop(MethodHandles.identity(int.class),
                MethodHandles.dropArguments(MethodHandles.constant(int.class, 0), 0, int.class), innerStep);
        MethodHandle outerBody = MethodHandles.filterReturnValue(MethodHandles.dropArguments(MethodHandles.dropArguments(innerLoop, 0, int.class), 2, int.class),
                MethodHandles.identity(int.class));
        MethodHandle outer = MethodHandles.countedLoop(MethodHandles.identity(int.class),
                MethodHandles.dropArguments(MethodHandles.constant(int.class, 0), 0, int.class), outerBody);
        System.out.println("nested " + (int) outer.invokeExact(4));
        System.out.println("invoked " + outer.invoke(3) + " " + outer.invokeWithArguments(2) + " " + (long) outer.invoke(5));
        System.out.println(log);
    }
}

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

// A thread's whileLoop body (the loop invoked exactly, and with its
// result boxed) and a tryFinally's target and cleanup take a monitor
// that main holds at times: they block until main releases it.
// Correct: every increment is under the lock.
public class HandleLoopLock {
    static final Object lock = new Object();
    static int count;

    static int step(int i) {
        synchronized (lock) {
            count++;
        }
        return i + 1;
    }

    static boolean more(int i) {
        return i < 2;
    }

    static void target() {
        synchronized (lock) {
            count++;
        }
    }

    static void cleanup(Throwable t) {
        synchronized (lock) {
            count++;
        }
    }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        MethodHandle step = l.findStatic(HandleLoopLock.class, "step", MethodType.methodType(int.class, int.class));
        MethodHandle more = l.findStatic(HandleLoopLock.class, "more", MethodType.methodType(boolean.class, int.class));
        MethodHandle loop = MethodHandles.whileLoop(MethodHandles.constant(int.class, 0), more, step);
        MethodHandle fin = MethodHandles.tryFinally(l.findStatic(HandleLoopLock.class, "target", MethodType.methodType(void.class)),
                l.findStatic(HandleLoopLock.class, "cleanup", MethodType.methodType(void.class, Throwable.class)));
        Thread t = new Thread(() -> {
            try {
                int n = (int) loop.invokeExact();
                Object boxed = loop.invokeWithArguments(); // the result boxed
                fin.invokeExact();
            } catch (Throwable e) {
                throw new RuntimeException(e);
            }
        });
        t.start();
        synchronized (lock) {
            count++;
        }
        t.join();
        if (count != 7) {
            throw new IllegalStateException("count = " + count);
        }
    }
}

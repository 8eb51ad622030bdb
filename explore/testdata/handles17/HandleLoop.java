import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

// Two threads each bump a shared counter twice in the body of a
// MethodHandles.countedLoop, without a lock: an update can be lost, and
// main's check fails. The race is inside the loop's body. With the
// argument "boxed" the threads call the loop with invokeWithArguments,
// which boxes its result.
public class HandleLoop {
    static int count;

    static int bump(int acc, int i) {
        int c = count;
        count = c + 1;
        return acc + 1;
    }

    public static void main(String[] args) throws Throwable {
        MethodHandle body = MethodHandles.lookup().findStatic(HandleLoop.class, "bump",
                MethodType.methodType(int.class, int.class, int.class));
        MethodHandle loop = MethodHandles.countedLoop(MethodHandles.constant(int.class, 2),
                MethodHandles.constant(int.class, 0), MethodHandles.permuteArguments(body,
                        MethodType.methodType(int.class, int.class, int.class), 1, 0));
        boolean boxed = args.length > 0 && args[0].equals("boxed");
        Runnable r = () -> {
            try {
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

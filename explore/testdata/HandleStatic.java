import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;

// A static field written through a method handle by one thread and read
// by getstatic in another, unsynchronized: one variable, so a race.
public class HandleStatic {
    static int n;

    public static void main(String[] args) throws Throwable {
        MethodHandle set = MethodHandles.lookup().findStaticSetter(HandleStatic.class, "n", int.class);
        Thread t = new Thread(() -> {
            try {
                set.invokeExact(1);
            } catch (Throwable e) {
                throw new RuntimeException(e);
            }
        });
        t.start();
        int seen = n;
        t.join();
        System.out.println(seen);
    }
}

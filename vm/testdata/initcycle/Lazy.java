// Lazy (Java Puzzlers, puzzle 85): the main class's static initializer
// starts a thread that sets one of the class's statics, and joins it. The
// thread waits for the initialization of Lazy, which main is doing, and
// main waits for the thread: HotSpot hangs. Not in conformance/.
public class Lazy {
    private static boolean initialized = false;

    static {
        Thread t = new Thread(new Runnable() {
            public void run() {
                initialized = true;
            }
        });
        t.start();
        try {
            t.join();
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
    }

    public static void main(String[] args) {
        System.out.println(initialized);
    }
}

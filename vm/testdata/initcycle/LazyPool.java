// LazyPool: Java Puzzlers' Lazy (puzzle 85) behind a helper method: the
// main class's static initializer calls warmUp(), which starts a worker
// that reads one of the class's statics, and waits for it. The worker
// waits for the initialization of LazyPool, which main is doing, and
// main waits for the worker: HotSpot hangs. Not in conformance/.
public class LazyPool {
    static final int SIZE = Integer.getInteger("pool.size", 4);
    static int warmed;

    static {
        warmUp();
    }

    static void warmUp() {
        Thread worker = new Thread(() -> warmed = SIZE, "warmer");
        worker.start();
        try {
            worker.join();
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
    }

    public static void main(String[] args) {
        System.out.println("warmed " + warmed);
    }
}

import java.util.concurrent.CountDownLatch;

// UncaughtHandlerBlocks: the uncaught-exception handler runs in the dying
// thread as ordinary code: it can block (here on a latch main opens only
// once the handler waits), the thread stays alive until it returns, and
// an exception the handler throws ends the thread (HotSpot prints
// "Exception: ... thrown from the UncaughtExceptionHandler" to stderr,
// not compared) while main goes on and exits 0.
public class UncaughtHandlerBlocks {
    static final CountDownLatch go = new CountDownLatch(1);
    static volatile String got = "nothing";

    public static void main(String[] args) throws InterruptedException {
        Thread w = new Thread(() -> {
            throw new IllegalStateException("bad input");
        }, "worker");
        w.setUncaughtExceptionHandler((t, e) -> {
            try {
                go.await();
            } catch (InterruptedException ie) {
                Thread.currentThread().interrupt();
            }
            got = t.getName() + " handled " + e.getMessage();
        });
        w.start();
        while (w.getState() != Thread.State.WAITING) {
            Thread.yield();
        }
        System.out.println("worker waits in its handler, alive " + w.isAlive());
        go.countDown();
        w.join();
        System.out.println(got + ", alive " + w.isAlive());

        Thread bad = new Thread(() -> {
            throw new IllegalArgumentException("first");
        }, "bad-handler");
        bad.setUncaughtExceptionHandler((t, e) -> {
            got = "handler saw " + e.getMessage();
            throw new UnsupportedOperationException("second");
        });
        bad.start();
        bad.join();
        System.out.println(got + ", state " + bad.getState());
    }
}

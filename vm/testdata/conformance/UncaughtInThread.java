// UncaughtInThread: an uncaught exception kills only its thread; the JVM prints
// "Exception in thread ..." plus a stack trace to stderr (not compared), main continues
// and exits 0. A per-thread UncaughtExceptionHandler prints to stdout instead.
public class UncaughtInThread {
    public static void main(String[] args) throws InterruptedException {
        final int[] progress = new int[1];
        Thread bad = new Thread(() -> {
            progress[0] = 1;
            if (progress[0] == 1) throw new RuntimeException("boom in worker");
            progress[0] = 2;
        });
        bad.start();
        bad.join();
        System.out.println("main continues; worker progress " + progress[0] + " alive " + bad.isAlive() + " state " + bad.getState());
        final String[] handled = new String[1];
        Thread handledThread = new Thread(() -> { throw new IllegalStateException("handled failure"); }, "handled-worker");
        handledThread.setUncaughtExceptionHandler((t, e) -> handled[0] = "handler got " + e.getClass().getSimpleName() + ": " + e.getMessage() + " from " + t.getName());
        handledThread.start();
        handledThread.join();
        System.out.println(handled[0]);
        Thread errThread = new Thread(() -> { int[] a = new int[1]; a[1] = 5; }, "aioobe-worker");
        errThread.setUncaughtExceptionHandler((t, e) -> handled[0] = t.getName() + " died with " + e.getMessage());
        errThread.start();
        errThread.join();
        System.out.println(handled[0]);
        System.out.println("main exits normally");
    }
}

// main holds the handler's monitor and joins a thread whose uncaught
// exception goes to the handler's synchronized uncaughtException: a
// deadlock. HotSpot's jstack shows the worker "waiting to lock" in
// HandlerLock.uncaughtException(HandlerLock.java:9); weft's report says
// only "BLOCKED at Thread.java:2017 in java.lang.Thread.dispatchUncaughtException".
public class HandlerLock implements Thread.UncaughtExceptionHandler {
    @Override
    public synchronized void uncaughtException(Thread t, Throwable e) {
        System.out.println(t.getName() + ": " + e);
    }

    public static void main(String[] args) throws InterruptedException {
        HandlerLock h = new HandlerLock();
        Thread w = new Thread(() -> { throw new IllegalStateException("boom"); }, "worker");
        w.setUncaughtExceptionHandler(h);
        synchronized (h) {
            w.start();
            w.join();
        }
    }
}

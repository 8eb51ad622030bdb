// TimedWait: Object.wait(millis) and Thread.join(millis) return after the timeout when
// nobody notifies / the thread is still running; a guarded wait loop with a timeout
// still ends correctly when the condition is eventually set by another thread.
public class TimedWait {
    static final Object mon = new Object();
    static boolean flag;
    public static void main(String[] args) throws InterruptedException {
        synchronized (mon) {
            mon.wait(5);
            System.out.println("wait(5) with no notifier returned, holds monitor " + Thread.holdsLock(mon));
        }
        final Object block = new Object();
        final boolean[] release = { false };
        Thread slow = new Thread(() -> {
            synchronized (block) { while (!release[0]) { try { block.wait(); } catch (InterruptedException e) { return; } } }
        });
        slow.start();
        slow.join(5);
        System.out.println("join(5) on a blocked thread returned, alive " + slow.isAlive());
        synchronized (block) { release[0] = true; block.notifyAll(); }
        slow.join();
        System.out.println("after release alive " + slow.isAlive());
        Thread setter = new Thread(() -> { synchronized (mon) { flag = true; mon.notifyAll(); } });
        int loops = 0;
        synchronized (mon) {
            setter.start();
            while (!flag) { mon.wait(2); loops++; }
        }
        setter.join();
        System.out.println("guarded timed wait saw flag " + flag + " after at least one wait: " + (loops >= 1));
        try { synchronized (mon) { mon.wait(-1); } } catch (IllegalArgumentException e) { System.out.println("negative timeout: IllegalArgumentException"); }
    }
}

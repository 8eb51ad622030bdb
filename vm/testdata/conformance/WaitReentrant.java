// WaitReentrant: Object.wait releases a monitor that is held reentrantly (several
// levels deep) so another thread can enter it, and restores the full hold count on
// wake-up; then two waiters consume one permit each, handed out with notify and
// notifyAll (guarded waits, so the output does not depend on which waiter wakes).
public class WaitReentrant {
    static final Object mon = new Object();
    static int stage;
    static int woken;
    static int permits;
    public static void main(String[] args) throws InterruptedException {
        final String[] report = new String[1];
        Thread deep = new Thread(() -> {
            synchronized (mon) {
                synchronized (mon) {
                    synchronized (mon) {
                        stage = 1;
                        mon.notifyAll();
                        while (stage != 2) { try { mon.wait(); } catch (InterruptedException e) { return; } }
                        report[0] = "woke holding monitor " + Thread.holdsLock(mon);
                    }
                    report[0] += ", still after 1 exit " + Thread.holdsLock(mon);
                }
                report[0] += ", after 2 exits " + Thread.holdsLock(mon);
            }
        });
        synchronized (mon) {
            deep.start();
            while (stage != 1) mon.wait();
            System.out.println("main entered the monitor while deep thread waits 3 levels deep");
            stage = 2;
            mon.notifyAll();
        }
        deep.join();
        System.out.println(report[0] + ", outside " + Thread.holdsLock(mon));
        Thread[] ws = new Thread[2];
        for (int i = 0; i < 2; i++) {
            ws[i] = new Thread(() -> {
                synchronized (mon) {
                    stage++;
                    while (permits == 0) { try { mon.wait(); } catch (InterruptedException e) { return; } }
                    permits--;
                    woken++;
                }
            });
        }
        stage = 0;
        for (Thread w : ws) w.start();
        while (true) {
            synchronized (mon) { if (stage == 2) { permits = 1; mon.notify(); break; } }
            Thread.yield();
        }
        while (true) { synchronized (mon) { if (woken >= 1) break; } Thread.yield(); }
        synchronized (mon) {
            System.out.println("after notify with one permit: woken " + woken);
            permits = 1;
            mon.notifyAll();
        }
        for (Thread w : ws) w.join();
        System.out.println("after notifyAll: woken " + woken);
    }
}

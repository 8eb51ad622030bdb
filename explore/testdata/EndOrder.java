// Two threads hand a value over a one-slot box (wait and notifyAll);
// main then looks at each one's life under its monitor, as a join
// does. It fails if it finds the producer ended and the consumer alive
// (the consumer still between its take and its end when main enters
// its monitor). A thread's end takes its own monitor to notify
// joiners, so it can come only before or after main's section.
public class EndOrder {
    static final Object box = new Object();
    static int slot = -1;
    static int took;

    public static void main(String[] args) throws Exception {
        Thread p = new Thread(() -> {
            synchronized (box) {
                slot = 1;
                box.notifyAll();
            }
        });
        Thread c = new Thread(() -> {
            synchronized (box) {
                while (slot < 0) {
                    try {
                        box.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
                took = slot;
            }
        });
        p.start();
        c.start();
        boolean pAlive, cAlive;
        synchronized (p) {
            pAlive = p.isAlive();
        }
        synchronized (c) {
            cAlive = c.isAlive();
        }
        if (!pAlive && cAlive) {
            throw new IllegalStateException("producer ended, consumer alive");
        }
        p.join();
        c.join();
    }
}

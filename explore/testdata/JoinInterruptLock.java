// main, holding t's monitor, sets joining and joins t (the join's wait
// frees the monitor); i takes t's monitor and, if main is joining (so
// waiting), interrupts it. main is then woken by the interrupt and may
// take t's monitor back before t ends: t is still alive when main looks,
// and main throws. The bug needs main's wakeup before t's end, which
// only the interrupt allows (the end wakes main only as it ends). No
// Thread.getState: dpor's life accesses are off. The fixed variant does
// not look.
public class JoinInterruptLock {
    static boolean joining;

    public static void main(String[] args) throws Exception {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Thread m = Thread.currentThread();
        Thread t = new Thread(() -> {
        }, "t");
        Thread i = new Thread(() -> {
            synchronized (t) {
                if (joining) {
                    m.interrupt();
                }
            }
        }, "i");
        t.start();
        i.start();
        synchronized (t) {
            joining = true;
            try {
                t.join();
            } catch (InterruptedException e) {
                if (!fixed && t.isAlive()) {
                    throw new IllegalStateException("join interrupted while t was alive");
                }
            }
        }
    }
}

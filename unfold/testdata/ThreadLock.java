// The program's own monitor on a started thread's object: the worker
// holds its own monitor (synchronized (this)) while it takes L, and main
// takes L and then the worker's monitor, the other order: a lock-order
// deadlock. With "fixed", main takes them in the worker's order.
public class ThreadLock {
    static final Object L = new Object();
    static int hits;

    static final class Worker extends Thread {
        public void run() {
            synchronized (this) {
                synchronized (L) {
                    hits++;
                }
            }
        }
    }

    public static void main(String[] args) throws Exception {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Worker w = new Worker();
        w.start();
        if (fixed) {
            synchronized (w) {
                synchronized (L) {
                    hits++;
                }
            }
        } else {
            synchronized (L) {
                synchronized (w) {
                    hits++;
                }
            }
        }
        w.join();
        if (hits != 2) throw new AssertionError("hits " + hits);
    }
}

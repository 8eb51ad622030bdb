// main holds the worker's monitor from before its start until after its
// isAlive check: the worker's end, which takes its own monitor to notify
// joiners, waits for main to release it, so the check always sees it
// alive and nothing fails. With "fixed" the same (no variant differs).
public class EndLock {
    static int x;

    static final class Worker extends Thread {
        public void run() {
            x = 1;
        }
    }

    public static void main(String[] args) throws Exception {
        Worker w = new Worker();
        synchronized (w) {
            w.start();
            int seen = x;
            if (!w.isAlive()) {
                throw new AssertionError("ended while main holds its monitor, x " + seen);
            }
        }
        w.join();
    }
}

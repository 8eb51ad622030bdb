// main takes the worker's monitor only once it sees the flag a second
// thread sets (volatile go): in the first runs main does not see it, and
// the worker's end is unfolded before the program is known to lock that
// monitor. main reads x, then under the worker's monitor finds the worker
// ended with x still 0 as it read it: the worker wrote x and ended between
// main's read and its entry. With "fixed" main reads x under the monitor,
// where the worker cannot end (its end takes its own monitor): no bug.
public class LateMon {
    static volatile boolean go;
    static int x, z;

    static final class Worker extends Thread {
        public void run() {
            x = 1;
            z = 1;
        }
    }

    static final class Setter extends Thread {
        public void run() {
            go = true;
        }
    }

    public static void main(String[] args) throws Exception {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Worker w = new Worker();
        Setter s = new Setter();
        s.start();
        w.start();
        if (go) {
            int seen = x;
            synchronized (w) {
                if (fixed) {
                    seen = x;
                }
                if (!w.isAlive() && seen == 0) {
                    throw new AssertionError("ended with x " + seen);
                }
            }
        }
        w.join();
        s.join();
    }
}

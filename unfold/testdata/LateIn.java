// LateMon with the worker's monitor taken where a symbolic input
// (LateIn.input, with --input-method) is 7 instead of where a flag is
// seen: the first run (input 0) ends the worker before the program is
// known to lock its monitor, a run with the solved input takes it. main
// reads x, then under the worker's monitor finds the worker ended with x
// still 0 as it read it. With "fixed" main reads x under the monitor,
// where the worker cannot end: no bug.
public class LateIn {
    static int x, z;

    static int input() {
        return 0;
    }

    static final class Worker extends Thread {
        public void run() {
            x = 1;
            z = 1;
        }
    }

    public static void main(String[] args) throws Exception {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        int k = input();
        Worker w = new Worker();
        w.start();
        if (k == 7) {
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
    }
}

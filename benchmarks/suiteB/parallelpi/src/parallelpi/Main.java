package parallelpi;

/*
 * parallelpi: a computation split across threads whose partial results are
 * merged in a block protected by one lock ("parallel pi" of Table 1 of the
 * ASE 2012 unfolding paper, 4 and 5 threads; "Parallel Pi 1/2" of Table 8.1
 * of the dissertation, 720 = 6! and 5040 = 7! traces, i.e. 6 and 7 threads).
 *
 * Each thread sums its own slice of the Leibniz series for pi in fixed
 * point (pi * 10^6, ints only) in local variables, then adds the slice to
 * the shared total under the lock. The only shared accesses are the n merge
 * blocks, so the Mazurkiewicz traces are the n! orders of the merges.
 * The total does not depend on the order: no bug.
 *
 * Usage: parallelpi.Main [threads]   (default 4)
 */
public class Main {
    static final int TERMS = 40;          // series terms per thread
    static final int SCALE = 4000000;     // 4 * 10^6

    static final Object lock = new Object();
    static int total;                     // pi * 10^6, guarded by lock
    static int merged;                    // threads merged so far, guarded by lock
    static int threads;                   // set by main before any start

    static class Slice extends Thread {
        private final int first;

        Slice(int index) {
            this.first = index * TERMS;
        }

        public void run() {
            int sum = 0;
            for (int k = first; k < first + TERMS; k++) {
                int term = SCALE / (2 * k + 1);
                if (k % 2 == 0) {
                    sum += term;
                } else {
                    sum -= term;
                }
            }
            synchronized (lock) {
                total += sum;
                merged++;
                // the last slice checks the result (no join in main)
                if (merged == threads) {
                    assert total > 3000000 && total < 3300000 : "pi out of range: " + total;
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 4;
        threads = n;
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            ts[i] = new Slice(i);
            ts[i].start();
        }
    }
}

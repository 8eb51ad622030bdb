package locking;

/*
 * locking: every access to the shared variables is protected by one lock
 * ("single lock (4)" of Table 1 of the ASE 2012 unfolding paper, "Locking"
 * of Table 8.1 of the dissertation).
 *
 * Each thread runs two critical sections on the same lock; they read and
 * write the shared counters and branch on what they read, but since every
 * shared access is inside the lock, the Mazurkiewicz traces are exactly the
 * orders of the 2n critical sections that keep each thread's two in program
 * order: (2n)! / 2^n, i.e. 2520 for 4 threads ("Locking 1", "single lock
 * (4)") and 113400 for 5 threads ("Locking 3"). Neither DPOR nor unfoldings
 * can do better than one run per trace here. No bug: the invariant
 * a + b == 2 * c holds at every unlock.
 *
 * Usage: locking.Main [threads]   (default 4)
 */
public class Main {
    static final Object lock = new Object();
    static int a;       // all three guarded by lock
    static int b;
    static int c;

    static class Worker extends Thread {
        private final int id;

        Worker(int id) {
            this.id = id;
        }

        public void run() {
            int seen;
            synchronized (lock) {
                if (a <= b) {
                    a += 2;
                } else {
                    b += 2;
                }
                c++;
                seen = a - b;
            }
            synchronized (lock) {
                if (seen > 0 && a > b) {
                    b++;
                    a--;
                } else if (c > id) {
                    a++;
                    b--;
                }
                assert a + b == 2 * c : "invariant broken";
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 4;
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            ts[i] = new Worker(i);
            ts[i].start();
        }
    }
}

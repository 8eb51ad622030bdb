package updater;

import weft.Input;

/*
 * updater: some threads update values in shared memory, others read them
 * and work with what they read ("Updater 1/2" of Table 8.1 of the
 * dissertation).
 *
 * Two updaters each publish two input values, clamped to a range: x gets
 * values in 0..100, y either a value in 100..199 or the fallback 50. Two
 * workers each read x and y twice and, depending on what they see, add a
 * figure to a total under a lock. Which branches a worker takes depends on
 * both the inputs and the interleaving, so inputs and schedules must be
 * explored together. With these clamps x + y > 200 is reachable
 * (x = 100, y = 150) but x + y > 200 with y < 100 is not.
 *
 * Variant 1 (default): one lock. No bug.
 * Variant 2: in the "large sum" branch the workers also take an audit lock,
 * worker 0 as lock -> audit and worker 1 as audit -> lock. Bug: deadlock,
 * reachable only if both workers see x + y > 150 at the same time, which
 * needs an input y in 100..199 and an input x > 150 - y (never the case with
 * the default inputs 0, where y falls back to 50). Schedule: both updaters
 * publish such values, worker 0 takes lock, worker 1 takes audit, and each
 * waits for the other's lock.
 *
 * Inputs: 4 calls to weft.Input.intValue (two per updater).
 * Usage: updater.Main [variant]   (1 or 2, default 1)
 */
public class Main {
    static final int ROUNDS = 2;

    static int variant;
    static int x;                       // published by UpdateX
    static int y;                       // published by UpdateY
    static final Object lock = new Object();
    static final Object audit = new Object();
    static int total;                   // guarded by lock
    static int audits;                  // guarded by audit

    static class UpdateX extends Thread {
        public void run() {
            for (int r = 0; r < ROUNDS; r++) {
                int v = Input.intValue();
                if (v < 0) {
                    v = 0;
                } else if (v > 100) {
                    v = 100;
                }
                x = v;
            }
        }
    }

    static class UpdateY extends Thread {
        public void run() {
            for (int r = 0; r < ROUNDS; r++) {
                int w = Input.intValue();
                if (w >= 100 && w < 200) {
                    y = w;
                } else {
                    y = 50;
                }
            }
        }
    }

    static class Worker extends Thread {
        private final int id;

        Worker(int id) {
            this.id = id;
        }

        public void run() {
            for (int r = 0; r < ROUNDS; r++) {
                int a = x;
                int b = y;
                if (a + b > 150) {
                    large(a + b);
                } else if (a > b) {
                    synchronized (lock) {
                        total += a - b;
                    }
                }
            }
        }

        private void large(int sum) {
            if (variant != 2) {
                synchronized (lock) {
                    total += sum;
                }
            } else if (id == 0) {
                synchronized (lock) {
                    synchronized (audit) {
                        total += sum;
                        audits++;
                    }
                }
            } else {
                synchronized (audit) {
                    synchronized (lock) {
                        total += sum;
                        audits++;
                    }
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        variant = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        Thread[] ts = {new UpdateX(), new UpdateY(), new Worker(0), new Worker(1)};
        for (int i = 0; i < ts.length; i++) {
            ts[i].start();
        }
    }
}

/*
 * phaserreg: a Phaser party deregisters before its work is done.
 *
 * main registers one party per worker on a Phaser and waits with
 * arriveAndAwaitAdvance for phase 0 to end, then adds the workers'
 * partial sums. Each worker calls arriveAndDeregister as soon as it has
 * taken its slice ("I am in, don't wait for me to register"), before it
 * computes: once both have deregistered, phase 0 ends and main reads
 * the sums, whatever the workers have written.
 *
 * Failing schedule: both workers deregister, worker-1 writes its sum,
 * main advances and adds the slots before worker-2 has written its own:
 * IllegalStateException "phase 0: total 3, want 10" in main.
 *
 * java -jar phaserreg.jar N [fixed]; "fixed" deregisters after writing.
 */
package phaserreg;

import java.util.concurrent.Phaser;

public class Main {
    static long[] sums = new long[2];

    static long slice(int from, int to) {
        long s = 0;
        for (int i = from; i < to; i++) {
            s += i + 1;
        }
        return s;
    }

    public static void main(String[] args) {
        final int n = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        final boolean fixed = args.length > 1 && args[1].equals("fixed");
        final Phaser phaser = new Phaser(1); // main
        for (int w = 0; w < 2; w++) {
            final int me = w;
            phaser.register();
            new Thread(new Runnable() {
                public void run() {
                    int from = me * n, to = from + n;
                    if (!fixed) {
                        phaser.arriveAndDeregister(); // too early: the sum is not written yet
                    }
                    sums[me] = slice(from, to);
                    if (fixed) {
                        phaser.arriveAndDeregister();
                    }
                }
            }, "worker-" + (w + 1)).start();
        }
        int phase = phaser.arriveAndAwaitAdvance() - 1;
        long total = sums[0] + sums[1];
        long want = (long) (2 * n) * (2 * n + 1) / 2;
        if (total != want) {
            throw new IllegalStateException("phase " + phase + ": total " + total + ", want " + want);
        }
        System.out.println("phase " + phase + ": total " + total);
    }
}

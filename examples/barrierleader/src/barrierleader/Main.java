/*
 * barrierleader: a leader reads the others' slots after a CyclicBarrier
 * while they already write the next phase.
 *
 * Two workers compute one partial value per phase into partial[id] and
 * meet at a CyclicBarrier. The thread that arrives last (await returns 0)
 * is the leader and sums the partial values of the phase. There is no
 * second barrier: the other worker leaves the barrier and writes its value
 * for the next phase into partial[] while the leader is still summing.
 *
 * Failing schedule: worker-0 writes partial[0], waits; worker-1 writes
 * partial[1] and trips the barrier (leader); worker-0 writes phase 1's
 * value (12) into partial[0]; worker-1 reads partial[0]: sums[0] is wrong
 * and main's assert fails with "AssertionError: phase 0 sum 14, want 3".
 *
 * Compiled with --release 11 (invokedynamic string concatenation).
 * java -ea -jar barrierleader.jar 20000 runs 20000 phases and fails on
 * most runs; "fixed" adds a second await after the leader's sum.
 */
package barrierleader;

import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;

public class Main {
    static int[] partial = new int[2];
    static int[] sums;
    static boolean fixed;

    static int value(int id, int phase) {
        return (id + 1) * (10 * phase + 1) + phase;
    }

    static void work(int id, int phases, CyclicBarrier barrier) {
        try {
            for (int phase = 0; phase < phases; phase++) {
                partial[id] = value(id, phase);
                if (barrier.await() == 0) {
                    sums[phase] = partial[0] + partial[1];
                }
                if (fixed) {
                    barrier.await();
                }
            }
        } catch (InterruptedException | BrokenBarrierException e) {
            throw new IllegalStateException(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int phases = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        fixed = args.length > 1 && args[1].equals("fixed");
        sums = new int[phases];
        CyclicBarrier barrier = new CyclicBarrier(2);
        Thread[] workers = new Thread[2];
        for (int i = 0; i < 2; i++) {
            int id = i;
            workers[i] = new Thread(() -> work(id, phases, barrier), "worker-" + i);
            workers[i].start();
        }
        for (Thread w : workers) {
            w.join();
        }
        for (int phase = 0; phase < phases; phase++) {
            int want = value(0, phase) + value(1, phase);
            assert sums[phase] == want : "phase " + phase + " sum " + sums[phase] + ", want " + want;
        }
        System.out.println("all phase sums right");
    }
}

/*
 * barrierbreak: an interrupt meant for a worker's computation breaks a
 * CyclicBarrier.
 *
 * Two workers sum slices round by round and meet at a CyclicBarrier
 * whose action adds the partial sums. Main cancels worker-2's current
 * slice by interrupting it; worker-2 checks Thread.interrupted() after
 * its slice and then contributes 0. But an interrupt that arrives after
 * that check, while worker-2 waits at the barrier (or is about to),
 * makes await() throw InterruptedException and breaks the barrier for
 * every party: worker-1's await() throws BrokenBarrierException.
 *
 * Failing schedule: worker-2 checks its flag (not yet set) and reaches
 * await(); main interrupts it there: worker-2 leaves with
 * InterruptedException, worker-1 gets BrokenBarrierException and throws
 * IllegalStateException("round 0: barrier broken").
 *
 * java -jar barrierbreak.jar N [slow] [fixed]; N rounds; "slow": main
 * sleeps 5 ms before it cancels (without it, under HotSpot the interrupt
 * comes before worker-2's first check); "fixed" cancels with a volatile
 * flag instead of an interrupt.
 */
package barrierbreak;

import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;

public class Main {
    static final int[] partial = new int[2];
    static long total;
    static volatile boolean cancel;

    static boolean cancelled(boolean fixed) {
        if (fixed) {
            var c = cancel;
            cancel = false;
            return c;
        }
        return Thread.interrupted();
    }

    public static void main(String[] args) throws InterruptedException {
        var rounds = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        var opts = java.util.List.of(args).subList(Math.min(1, args.length), args.length);
        var fixed = opts.contains("fixed");
        var slow = opts.contains("slow"); // main lets the workers run a while first
        var barrier = new CyclicBarrier(2, () -> total += partial[0] + partial[1]);
        var workers = new Thread[2];
        for (var w = 0; w < 2; w++) {
            var id = w;
            workers[w] = new Thread(() -> {
                for (var r = 0; r < rounds; r++) {
                    var sum = 0;
                    for (var i = 1; i <= 3; i++) {
                        sum += i * (id + 1);
                    }
                    partial[id] = id == 1 && cancelled(fixed) ? 0 : sum;
                    try {
                        barrier.await();
                    } catch (InterruptedException e) {
                        return; // cancelled while waiting: stop
                    } catch (BrokenBarrierException e) {
                        throw new IllegalStateException("round " + r + ": barrier broken");
                    }
                }
            }, "worker-" + (w + 1));
            workers[w].start();
        }
        if (slow) {
            Thread.sleep(5);
        }
        if (fixed) {
            cancel = true;
        } else {
            workers[1].interrupt();
        }
        for (var t : workers) {
            t.join();
        }
        System.out.println("total " + total);
    }
}

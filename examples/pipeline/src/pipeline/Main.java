/*
 * pipeline: two consumers of a LinkedBlockingQueue count down a plain
 * int, and the last one to finish reports to an ArrayBlockingQueue that
 * main takes from (a lost update that becomes a hang).
 *
 * The producer puts the work items and one poison pill per consumer. Each
 * consumer stops at its pill and decrements the shared "running" counter
 * (running = running - 1, not atomic); the one that sees 0 puts the total
 * into the results queue. main blocks in results.take().
 *
 * Failing schedule: consumer-1 and consumer-2 both read running (2) and
 * both write 1; nobody sees 0, nobody reports, main waits in
 * ArrayBlockingQueue.take forever: a deadlock (every live thread is
 * blocked; the consumers have ended).
 *
 * Compiled with --release 11. Under java: java -jar pipeline.jar 2000
 * (rounds) hangs on most runs (with more than one round it prints "hung
 * in round N" after 5 s and exits 3 instead of blocking forever); "fixed"
 * uses an AtomicInteger. Thread.yield between the read and the write
 * makes the window wide enough to be seen under java.
 */
package pipeline;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

public class Main {
    static final int PILL = -1;
    static int running;
    static final AtomicInteger runningSafe = new AtomicInteger();
    static int total;

    static void consume(BlockingQueue<Integer> work, BlockingQueue<Integer> results, boolean fixed) {
        try {
            for (int item; (item = work.take()) != PILL; ) {
                synchronized (Main.class) {
                    total += item;
                }
            }
            int left;
            if (fixed) {
                left = runningSafe.decrementAndGet();
            } else {
                left = running - 1;
                Thread.yield(); // let the other consumer run: the window, under java too
                running = left;
            }
            if (left == 0) {
                results.put(total);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        boolean fixed = args.length > 1 && args[1].equals("fixed");
        boolean timed = rounds > 1;
        for (int round = 0; round < rounds; round++) {
            BlockingQueue<Integer> work = new LinkedBlockingQueue<>();
            BlockingQueue<Integer> results = new ArrayBlockingQueue<>(1);
            running = 2;
            runningSafe.set(2);
            total = 0;
            for (int c = 1; c <= 2; c++) {
                Thread t = new Thread(() -> consume(work, results, fixed), "consumer-" + c);
                t.setDaemon(true);
                t.start();
            }
            work.put(3);
            work.put(4);
            work.put(PILL);
            work.put(PILL);
            Integer sum = timed ? results.poll(5, TimeUnit.SECONDS) : results.take();
            if (sum == null) {
                System.out.println("hung in round " + round);
                System.exit(3);
            }
        }
        System.out.println("sum reported in every round");
    }
}

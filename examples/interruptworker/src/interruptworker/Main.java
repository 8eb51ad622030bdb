/*
 * interruptworker: an InterruptedException swallowed by a worker loop.
 *
 * A worker takes jobs from a LinkedBlockingQueue until it is
 * interrupted: "while (!Thread.currentThread().isInterrupted())". Its
 * catch block only counts the InterruptedException and goes on, but
 * throwing it cleared the thread's interrupt status. If main's
 * interrupt() reaches the worker while it is blocked in take(), the
 * loop test sees no interrupt, the worker blocks in take() again and
 * never stops; main waits for it in join() forever. If the interrupt
 * comes while the worker handles a job, the loop ends as meant.
 *
 * main waits (sleeping 1 ms at a time) until the queue is empty before it
 * interrupts the worker.
 *
 * Failing schedule: main puts job 1; worker takes and handles it and
 * blocks in take() on the empty queue; main sees the queue empty,
 * interrupts the worker and joins;
 * the worker catches the InterruptedException, loops and blocks in
 * take() again: deadlock, main in Thread.join at Main.java:68, worker
 * parked in LinkedBlockingQueue.take at Main.java:45.
 *
 * Compiled with --release 11 (var). java -jar interruptworker.jar
 * 20000 (jobs) hangs on most runs; "fixed" restores the interrupt
 * status in the catch block.
 */
package interruptworker;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

public class Main {
    private final BlockingQueue<Integer> jobs = new LinkedBlockingQueue<>();
    private final boolean fixed;
    private int handled;
    private int swallowed;

    Main(boolean fixed) {
        this.fixed = fixed;
    }

    void work() {
        while (!Thread.currentThread().isInterrupted()) {
            try {
                var job = jobs.take();
                handled += job > 0 ? 1 : 0;
            } catch (InterruptedException e) {
                swallowed++;
                if (fixed) {
                    Thread.currentThread().interrupt();
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        var count = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        var m = new Main(args.length > 1 && args[1].equals("fixed"));
        var worker = new Thread(m::work, "worker");
        worker.start();
        for (var i = 1; i <= count; i++) {
            m.jobs.put(i);
        }
        while (!m.jobs.isEmpty()) {
            Thread.sleep(1);
        }
        worker.interrupt();
        worker.join();
        System.out.println("worker stopped after " + m.handled + " jobs (" + m.swallowed + " interrupts caught)");
    }
}

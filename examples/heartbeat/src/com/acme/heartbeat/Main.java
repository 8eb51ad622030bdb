package com.acme.heartbeat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;

/**
 * Two workers square numbers from a queue while a heartbeat, scheduled
 * with scheduleWithFixedDelay, logs their progress. When the queue is
 * drained and a beat has seen every item done, main cancels the heartbeat, interrupts the workers, and prints
 * a report from the heartbeat's log, whose length must match the beats.
 *
 * The bug: ScheduledFuture.cancel(false) stops future beats but does not
 * wait for a beat that is running: main reads the beat count and then
 * walks the log while that beat still appends to the ArrayList and counts
 * itself. Schedule: a beat sees the last item done; main cancels (true: it is not done),
 * reads beats(), counting the running beat; the beat is still summing when
 * main copies the log: the report has one line less than the beats (or its iterator throws
 * ConcurrentModificationException). The fix (`fixed`): shutdown and
 * awaitTermination on the scheduler before the report.
 *
 * Usage: Main [items] [fixed] [beat work]
 */
public final class Main {
    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        boolean fixed = args.length > 1 && args[1].equals("fixed");
        int work = args.length > 2 ? Integer.parseInt(args[2]) : 10;
        LinkedBlockingQueue<Integer> queue = new LinkedBlockingQueue<Integer>();
        for (int i = 1; i <= n; i++) {
            queue.add(i);
        }
        Worker[] workers = {new Worker("worker-1", queue), new Worker("worker-2", queue)};
        Monitor monitor = new Monitor(workers, work);
        ScheduledExecutorService ses = Executors.newSingleThreadScheduledExecutor(new ThreadFactory() {
            @Override
            public Thread newThread(Runnable r) {
                Thread t = new Thread(r, "heartbeat");
                t.setDaemon(true);
                return t;
            }
        });
        for (Worker w : workers) {
            w.start();
        }
        ScheduledFuture<?> beat = ses.scheduleWithFixedDelay(monitor, 0, 1, TimeUnit.MILLISECONDS);
        while (monitor.seen() < n) {
            Thread.sleep(1);
        }
        boolean cancelled = beat.cancel(false);
        if (fixed) {
            ses.shutdown();
            if (!ses.awaitTermination(10, TimeUnit.SECONDS)) {
                throw new IllegalStateException("heartbeat still running after 10 s");
            }
        }
        for (Worker w : workers) {
            w.interrupt();
        }
        long squares = 0;
        for (Worker w : workers) {
            w.join();
            squares += w.sum();
        }
        int beats = monitor.beats();
        List<String> lines = new ArrayList<String>();
        for (String l : monitor.log()) {
            lines.add(l);
        }
        ses.shutdownNow();
        long want = (long) n * (n + 1) * (2L * n + 1) / 6;
        System.out.println("cancelled " + cancelled + ", " + beats + " beats, " + lines.size() + " log lines, last "
                + (lines.isEmpty() ? "none" : lines.get(lines.size() - 1)) + ", sum of squares " + squares);
        if (squares != want) {
            throw new IllegalStateException("sum of squares " + squares + ", want " + want);
        }
        if (lines.size() != beats) {
            throw new IllegalStateException("report has " + lines.size() + " lines for " + beats
                    + " beats: a beat ran after cancel");
        }
    }
}

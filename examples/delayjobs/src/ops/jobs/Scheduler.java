package ops.jobs;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.DelayQueue;
import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TransferQueue;
import java.util.concurrent.atomic.AtomicInteger;

/** A DelayQueue, a dispatcher thread and workers fed by transfer. */
final class Scheduler {
    record Totals(int ran, int skipped, int dispatched) {
        @Override
        public String toString() {
            return "ran %d, skipped %d, dispatched %d".formatted(ran, skipped, dispatched);
        }
    }

    private static final Job STOP = new Job("stop", 0, TimeUnit.NANOSECONDS);

    private final DelayQueue<Job> due = new DelayQueue<>();
    private final TransferQueue<Job> handoff = new LinkedTransferQueue<>();
    private final boolean fixed;
    private final List<Thread> workers = new ArrayList<>();
    private final Thread dispatcher;
    private final AtomicInteger ran = new AtomicInteger();
    private final AtomicInteger skipped = new AtomicInteger();
    private final AtomicInteger dispatched = new AtomicInteger();

    Scheduler(int workerCount, boolean fixed) {
        this.fixed = fixed;
        for (int w = 1; w <= workerCount; w++) {
            workers.add(new Thread(this::work, "worker-" + w));
        }
        dispatcher = new Thread(this::dispatch, "dispatcher");
    }

    void start() {
        workers.forEach(Thread::start);
        dispatcher.start();
    }

    Job submit(String name, long delay, TimeUnit unit) {
        Job j = new Job(name, delay, unit);
        due.put(j);
        return j;
    }

    /** Cancels j; true if it is counted as cancelled (it will not run). */
    boolean cancel(Job j) {
        boolean counted;
        if (fixed) {
            counted = j.tryCancel();
            due.remove(j);
        } else {
            j.flagCancel();
            counted = due.remove(j);
        }
        if (counted) {
            j.markCancelled();
        }
        return counted;
    }

    private void dispatch() {
        try {
            for (;;) {
                Job j = due.take();
                if (j == STOP) {
                    for (int i = 0; i < workers.size(); i++) {
                        handoff.transfer(STOP);
                    }
                    return;
                }
                dispatched.incrementAndGet();
                handoff.transfer(j);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void work() {
        try {
            for (;;) {
                Job j = handoff.take();
                if (j == STOP) {
                    return;
                }
                if (!j.runIfLive(fixed, () -> ran.incrementAndGet())) {
                    skipped.incrementAndGet();
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Waits until every job left the DelayQueue (or the timeout), then stops the threads:
     * STOP is due before any job, so it must not be queued while a job still waits there
     * (a first version waited for `finished` to reach the jobs not cancelled, and counted
     * a skipped job as finished: weft's explorations showed STOP overtaking a live job).
     */
    Totals drainAndStop(long timeout, TimeUnit unit) throws InterruptedException {
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        while (!due.isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(1);
        }
        due.put(STOP);
        dispatcher.join(unit.toMillis(timeout));
        for (Thread w : workers) {
            w.join(unit.toMillis(timeout));
            if (w.isAlive()) {
                throw new IllegalStateException(w.getName() + " did not stop");
            }
        }
        return new Totals(ran.get(), skipped.get(), dispatched.get());
    }
}

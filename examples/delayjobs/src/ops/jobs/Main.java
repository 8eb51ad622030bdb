package ops.jobs;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A job scheduler: jobs wait in a DelayQueue until their due time; a
 * dispatcher thread takes each due job and hands it to a worker with
 * LinkedTransferQueue.transfer (it waits until a worker has received it,
 * so no job sits in a second queue). main submits jobs and cancels every
 * other one soon after; a cancelled job must not run, and every job must
 * end either run or cancelled: run + cancelled == submitted.
 *
 * The bug: Job.cancel sets a volatile flag and counts the job as cancelled
 * only if it could still remove it from the DelayQueue; a job the
 * dispatcher has already taken is counted as "will run". The worker checks
 * the flag before running, so a job cancelled after the dispatcher took it
 * and before the worker's check neither runs nor counts as cancelled.
 * Schedule: the dispatcher takes job 0; main sets its flag, remove fails;
 * the worker sees the flag and skips it: "1 run + 0 cancelled of 2 jobs".
 * The fix (`fixed`): one atomic state (PENDING, RUNNING, CANCELLED) moved
 * by compareAndSet, so exactly one of cancel and run wins.
 *
 * Usage: Main [jobs] [fixed]
 */
public final class Main {
    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        boolean fixed = args.length > 1 && args[1].equals("fixed");
        Scheduler scheduler = new Scheduler(2, fixed);
        scheduler.start();
        List<Job> jobs = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Job job = scheduler.submit("job-" + i, i % 3, TimeUnit.MILLISECONDS);
            jobs.add(job);
        }
        int cancelled = 0;
        for (int i = 0; i < n; i += 2) {
            if (scheduler.cancel(jobs.get(i))) {
                cancelled++;
            }
        }
        Scheduler.Totals t = scheduler.drainAndStop(30, TimeUnit.SECONDS);
        System.out.println(t);
        if (t.ran() + cancelled != n) {
            List<String> lost = new ArrayList<>();
            for (Job j : jobs) {
                if (!j.ran() && !j.countedCancelled()) {
                    lost.add(j.name());
                }
            }
            throw new IllegalStateException(t.ran() + " run + " + cancelled + " cancelled of "
                    + n + " jobs; neither: " + lost);
        }
        for (Job j : jobs) {
            if (j.ran() && j.countedCancelled()) {
                throw new IllegalStateException(j.name() + " ran after it was cancelled");
            }
        }
    }
}

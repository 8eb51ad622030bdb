import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.RecursiveAction;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

// A ForkJoinPool's worker runs a task only while the task has no
// result: a cancel, a complete or a completeExceptionally before it
// begins skips it, one after it lets it run to its end, and a
// shutdownNow drops (cancels) the tasks still queued, not one a worker
// has taken. main hands a report job to a pool of one (a RecursiveAction,
// a Runnable that submit wraps in a ForkJoinTask, or, "forkstop", a task
// that forks the job on its worker's pool) and then, told the
// job will not run, writes the report itself: the report is written twice
// when the job began first. "fixed" writes it only once the pool has
// terminated, if the job did not.
//
// java -ea ForkJoinStart cancel|complete|except|stop|runnable|forkstop [fixed] (vsched.TestForkJoinStart)
public class ForkJoinStart {
    static volatile int reports;
    static volatile ForkJoinTask<?> child;

    // Forks the report job on its worker's pool ("forkstop").
    static class Parent extends RecursiveAction {
        protected void compute() {
            child = new Report().fork();
        }
    }

    static class Report extends RecursiveAction {
        protected void compute() {
            reports++;
        }
    }

    public static void main(String[] args) throws Exception {
        String mode = args.length > 0 ? args[0] : "cancel";
        boolean fixed = args.length > 1 && args[1].equals("fixed");
        ForkJoinPool pool = new ForkJoinPool(1);
        ForkJoinTask<?> job;
        if (mode.equals("forkstop")) {
            pool.execute(new Parent());
            while (child == null) {
                Thread.yield();
            }
            job = child;
        } else if (mode.equals("runnable")) {
            job = pool.submit(() -> {
                reports++;
            });
        } else {
            job = new Report();
            pool.execute(job);
        }
        boolean stopped;
        switch (mode) {
            case "cancel":
            case "runnable":
                stopped = job.cancel(false);
                break;
            case "complete":
                ((Report) job).complete(null);
                stopped = true;
                break;
            case "except":
                job.completeExceptionally(new TimeoutException());
                stopped = true;
                break;
            default:
                pool.shutdownNow();
                stopped = !job.isCompletedNormally();
        }
        if (stopped && !fixed) {
            reports++; // the job will not run now
        }
        pool.shutdown();
        pool.awaitTermination(1, TimeUnit.MINUTES);
        if (fixed && reports == 0) {
            reports++;
        }
        if (reports != 1) {
            throw new IllegalStateException(reports + " reports written");
        }
    }
}

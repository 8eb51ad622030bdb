import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.RecursiveAction;
import java.util.concurrent.RecursiveTask;

// A ForkJoinPool's worker runs a task only while it has not completed
// (ForkJoinTask.doExec): the program's cancel, complete and
// completeExceptionally of a task race with its start, and a pool's
// shutdownNow with the start of the tasks handed to it and of those its
// tasks fork. A task the program never completes itself (Quiet) has no
// such start, unless its pool is stopped (not the common pool: no-op).
class FJTaskStarts {
    static int n;

    static class Inc extends RecursiveAction {
        protected void compute() {
            n++;
        }
    }

    static class Get extends RecursiveTask<Integer> {
        protected Integer compute() {
            return n;
        }
    }

    static class Quiet extends RecursiveAction {
        protected void compute() {
        }
    }

    // Forks a Quiet onto its worker's pool.
    static class Parent extends RecursiveAction {
        protected void compute() {
            new Quiet().fork();
        }
    }

    public static void main(String[] args) throws Exception {
        ForkJoinPool pool = new ForkJoinPool(2);
        Inc inc = new Inc();
        inc.fork();
        inc.cancel(false);
        Get get = new Get();
        pool.submit(get);
        get.complete(0);
        ForkJoinTask<?> call = pool.submit(() -> 1);
        call.completeExceptionally(new RuntimeException());
        new Quiet().fork();
        ForkJoinPool other = new ForkJoinPool(1);
        other.execute(() -> { });
        other.shutdownNow();
        ForkJoinPool third = new ForkJoinPool(1);
        third.execute(new Parent());
        third.shutdownNow();
        ForkJoinPool common = ForkJoinPool.commonPool();
        common.execute(() -> { });
        common.shutdownNow();
    }
}

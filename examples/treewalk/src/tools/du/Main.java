package tools.du;

import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.TimeUnit;

/**
 * A parallel "du": the disk usage of a directory tree, summed by a
 * CountedCompleter on a ForkJoinPool of two workers. A directory's task
 * forks one subtask per entry and counts it as pending; a task whose
 * pending count is zero completes, and its onCompletion adds its
 * children's totals to its own; the root's completion ends invoke.
 *
 * The bug: DuTask.compute forks a subtask before it adds it to the
 * pending count (the documentation's examples add first). A file's
 * subtask can finish on the other worker and find its parent's count at
 * zero: the parent completes (and with it the root) while it is still
 * forking its other entries. Schedule: the root forks the task of
 * entry 0, a file; worker-2 runs it, its tryComplete sees the root's
 * count 0 and completes the root; invoke returns the root's total before
 * the other entries are counted: "du counted 1 of 5 files". The fix
 * (`fixed`): addToPendingCount(1) before fork().
 *
 * Usage: Main [directories] [fixed]
 */
public final class Main {
    public static void main(String[] args) throws Exception {
        int dirs = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        boolean fixed = args.length > 1 && args[1].equals("fixed");
        if (dirs < 0) {
            throw new IllegalArgumentException("directories must be at least 0, got " + dirs);
        }
        Node root = Trees.sample(dirs);
        Usage want = Trees.sequential(root);
        ForkJoinPool pool = new ForkJoinPool(2);
        Usage got;
        try {
            got = pool.invoke(new DuTask(null, root, fixed));
        } finally {
            pool.shutdown();
            if (!pool.awaitTermination(10, TimeUnit.SECONDS)) {
                System.err.println("du: pool still busy");
            }
        }
        System.out.println(Trees.render(root, 2));
        System.out.println("du: " + got);
        if (!got.equals(want)) {
            throw new IllegalStateException("du counted " + got.files() + " of " + want.files()
                    + " files (" + got.bytes() + " of " + want.bytes() + " bytes)");
        }
    }
}

// A call of a method that always exits ends the caller's path too
// (static.Program.EndsPath; mhp.TestExitHelpers). Each main drains the
// Futures of two tasks that count, then counts itself: the drain loop
// joins the tasks when every way round it gets its Future, which a
// handler that exits does not undo, directly or through a helper.
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

class ExitHelpers {
    static int total;

    static void fail(String msg) {
        System.err.println("error: " + msg);
        System.exit(1);
    }

    static void warn(String msg, boolean fatal) {
        System.err.println("warning: " + msg);
        if (fatal) {
            System.exit(1);
        }
    }
}

// The handler exits: a join, main's add pairs with nothing.
class ExitDrain {
    public static void main(String[] args) throws InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<Future<?>> futures = new ArrayList<>();
        for (int i = 0; i < 2; i++) futures.add(pool.submit(() -> { ExitHelpers.total++; }));
        for (Future<?> f : futures) {
            try { f.get(); } catch (ExecutionException e) { System.exit(1); }
        }
        ExitHelpers.total++;
        pool.shutdown();
    }
}

// The handler calls a helper that always exits: a join too.
class ExitDrainHelper {
    public static void main(String[] args) throws InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<Future<?>> futures = new ArrayList<>();
        for (int i = 0; i < 2; i++) futures.add(pool.submit(() -> { ExitHelpers.total++; }));
        for (Future<?> f : futures) {
            try { f.get(); } catch (ExecutionException e) { ExitHelpers.fail("a task failed"); }
        }
        ExitHelpers.total++;
        pool.shutdown();
    }
}

// The helper exits on one branch only: the loop may go round without a
// get, so it joins nothing, and main's add pairs with the tasks'.
class ExitDrainMaybe {
    public static void main(String[] args) throws InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<Future<?>> futures = new ArrayList<>();
        for (int i = 0; i < 2; i++) futures.add(pool.submit(() -> { ExitHelpers.total++; }));
        for (Future<?> f : futures) {
            try { f.get(); } catch (ExecutionException e) { ExitHelpers.warn("a task failed", args.length > 0); }
        }
        ExitHelpers.total++;
        pool.shutdown();
    }
}

// main's code after the helper never runs: no PEG node for it.
class ExitAfterHelper {
    public static void main(String[] args) {
        new Thread(() -> { ExitHelpers.total++; }).start();
        ExitHelpers.fail("stop");
        ExitHelpers.total++;
    }
}

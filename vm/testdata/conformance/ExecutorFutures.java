// ExecutorFutures: a fixed thread pool runs Callables; results are read through
// Futures in submission order (deterministic), invokeAll, an exception surfacing as
// ExecutionException, and an orderly shutdown/awaitTermination.
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
public class ExecutorFutures {
    static long collatzSteps(long n) { long s = 0; while (n != 1) { n = (n % 2 == 0) ? n / 2 : 3 * n + 1; s++; } return s; }
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(3);
        List<Future<Long>> fs = new ArrayList<>();
        for (int i = 1; i <= 8; i++) {
            final long n = i * 7 + 20;
            fs.add(pool.submit(() -> collatzSteps(n)));
        }
        for (int i = 0; i < fs.size(); i++) System.out.println("task " + i + " steps " + fs.get(i).get());
        List<Callable<String>> calls = new ArrayList<>();
        for (String w : new String[] { "exec", "utor", "serv", "ice" }) calls.add(() -> w.toUpperCase());
        StringBuilder sb = new StringBuilder();
        for (Future<String> f : pool.invokeAll(calls)) sb.append(f.get());
        System.out.println("invokeAll " + sb);
        Future<Integer> bad = pool.submit(() -> { if (sb.length() > 0) throw new IllegalStateException("task failed"); return 1; });
        try { bad.get(); } catch (ExecutionException e) { System.out.println("ExecutionException cause " + e.getCause().getClass().getSimpleName() + ": " + e.getCause().getMessage()); }
        final int[] ran = new int[1];
        Future<?> r = pool.submit(() -> { synchronized (ran) { ran[0]++; } });
        System.out.println("runnable future result " + r.get() + " done " + r.isDone() + " ran " + ran[0]);
        pool.shutdown();
        System.out.println("terminated " + pool.awaitTermination(10, TimeUnit.SECONDS) + " isShutdown " + pool.isShutdown());
    }
}

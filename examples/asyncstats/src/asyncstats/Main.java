/*
 * asyncstats: two CompletableFuture tasks update unsynchronized stats.
 *
 * Two batches of samples are loaded with supplyAsync on an explicit
 * two-thread pool: each task parses its batch and adds the samples to
 * one Stats object whose add() is a plain read-modify-write of two
 * fields. A thenApply stage maps each batch to its size, thenCombine sums
 * them and main joins the result. The two tasks run in the pool's two
 * threads at once, and an increment of Stats.count is lost.
 *
 * Failing schedule (two samples per batch): stats-1 reads count (0);
 * stats-2 reads count (0) and writes 1; stats-1 writes 1; the other
 * samples are counted; main joins (4 samples):
 * "java.lang.IllegalStateException: 3 samples counted, 4 parsed" in main.
 *
 * Compiled with --release 17 (a record, var, String.repeat). java -jar
 * asyncstats.jar 200 racy 10000 (rounds, variant, samples per batch)
 * fails on most runs (with few samples the first task is done before the
 * second starts); "fixed" makes add() synchronized.
 */
package asyncstats;

import java.util.Arrays;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

public class Main {
    record Batch(String name, int[] samples) {
    }

    static final class Stats {
        private final boolean fixed;
        private int count;
        private long sum;

        Stats(boolean fixed) {
            this.fixed = fixed;
        }

        void add(int v) {
            if (fixed) {
                synchronized (this) {
                    count++;
                    sum += v;
                }
            } else {
                count++;
                sum += v;
            }
        }
    }

    static Batch parse(String name, String csv) {
        int[] samples = Arrays.stream(csv.split(",")).mapToInt(Integer::parseInt).toArray();
        return new Batch(name, samples);
    }

    static Batch load(Stats stats, String name, String csv) {
        var b = parse(name, csv);
        for (int v : b.samples()) {
            stats.add(v);
        }
        return b;
    }

    public static void main(String[] args) {
        var rounds = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        var fixed = args.length > 1 && args[1].equals("fixed");
        var ids = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(2, r -> {
            var t = new Thread(r, "stats-" + ids.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        var csv = args.length > 2 ? "7,".repeat(Integer.parseInt(args[2]) - 1) + "7" : "7,3";
        for (var round = 0; round < rounds; round++) {
            var stats = new Stats(fixed);
            var first = CompletableFuture.supplyAsync(() -> load(stats, "first", csv), pool)
                    .thenApply(b -> b.samples().length);
            var second = CompletableFuture.supplyAsync(() -> load(stats, "second", csv), pool)
                    .thenApply(b -> b.samples().length);
            int parsed = first.thenCombine(second, Integer::sum).join();
            if (stats.count != parsed) {
                pool.shutdown();
                throw new IllegalStateException(stats.count + " samples counted, " + parsed + " parsed");
            }
        }
        pool.shutdown();
        System.out.println(rounds + " rounds, every sample counted");
    }
}

/*
 * batchlocal: a ThreadLocal whose initial value is one shared object.
 *
 * Each worker collects its items in a "per-thread" batch from
 * ThreadLocal.withInitial(() -> SHARED) and then flushes the batch into a
 * ConcurrentLinkedQueue (addAll, then clear). The supplier returns the
 * same list to every thread, so the workers' batches are one ArrayList:
 * a worker's clear() drops items another worker added after its addAll,
 * or both workers flush each other's items.
 *
 * Failing schedules: worker-1 adds "worker-1:0" and starts flushing
 * (addAll iterates the batch); worker-2 adds "worker-2:0"; worker-1
 * clears the batch; worker-2's addAll meets a cleared slot:
 * "java.lang.NullPointerException" from ConcurrentLinkedQueue.addAll at
 * Main.java:42, uncaught in worker-2. Or worker-1 adds, worker-2 adds,
 * both flush both items: "java.lang.IllegalStateException: 3 items
 * flushed, 2 produced" (or 4) in main; or an item is cleared before it
 * is flushed: "1 items flushed".
 *
 * Compiled with --release 11 (var). java -jar batchlocal.jar 2000
 * (rounds) fails on most runs; "fixed" gives each thread a new list.
 */
package batchlocal;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;

public class Main {
    static final List<String> SHARED = new ArrayList<>();

    public static void main(String[] args) throws InterruptedException {
        var rounds = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        var fixed = args.length > 1 && args[1].equals("fixed");
        ThreadLocal<List<String>> batch = fixed ? ThreadLocal.withInitial(ArrayList::new) : ThreadLocal.withInitial(() -> SHARED);
        for (var round = 0; round < rounds; round++) {
            var out = new ConcurrentLinkedQueue<String>();
            Runnable worker = () -> {
                var name = Thread.currentThread().getName();
                List<String> b = batch.get();
                b.add(name + ":" + 0);
                out.addAll(b);
                b.clear();
            };
            var w1 = new Thread(worker, "worker-1");
            var w2 = new Thread(worker, "worker-2");
            w1.start();
            w2.start();
            w1.join();
            w2.join();
            if (out.size() != 2) {
                throw new IllegalStateException(out.size() + " items flushed, 2 produced");
            }
        }
        System.out.println(rounds + " rounds, every item flushed once");
    }
}

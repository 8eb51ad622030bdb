/*
 * clqbatch: size() then poll() on a ConcurrentLinkedQueue.
 *
 * Two workers drain a ConcurrentLinkedQueue of readings in batches: each
 * takes the queue's size() and then polls that many elements, unboxing
 * each. Every call is thread-safe, the pair is not: the other worker can
 * take an element between the size and the polls, and poll() returns
 * null, which the unboxing dereferences.
 *
 * Failing schedule: worker-1 reads size 2, worker-2 polls one reading,
 * worker-1 polls the other and then null: NullPointerException in
 * worker-1 ("Cannot invoke \"java.lang.Integer.intValue()\" because the
 * return value of \"java.util.concurrent.ConcurrentLinkedQueue.poll()\"
 * is null").
 *
 * java -jar clqbatch.jar N [fixed]; "fixed" polls until null.
 */
package clqbatch;

import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;

public class Main {
    static final ConcurrentLinkedQueue<Integer> readings = new ConcurrentLinkedQueue<>();
    static final AtomicLong total = new AtomicLong();

    static void drain(boolean fixed) {
        long sum = 0;
        if (fixed) {
            Integer r;
            while ((r = readings.poll()) != null) {
                sum += r;
            }
        } else {
            var batch = readings.size();
            for (var i = 0; i < batch; i++) {
                int r = readings.poll();
                sum += r;
            }
        }
        total.addAndGet(sum);
    }

    public static void main(String[] args) throws InterruptedException {
        var n = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        var fixed = args.length > 1 && args[1].equals("fixed");
        for (var i = 1; i <= n; i++) {
            readings.add(i);
        }
        var workers = new Thread[2];
        for (var w = 0; w < workers.length; w++) {
            workers[w] = new Thread(() -> drain(fixed), "worker-" + (w + 1));
            workers[w].start();
        }
        for (var t : workers) {
            t.join();
        }
        var want = (long) n * (n + 1) / 2;
        if (total.get() != want) {
            throw new IllegalStateException("drained " + total.get() + ", want " + want);
        }
        System.out.println("drained " + total.get());
    }
}

/*
 * callerruns: CallerRunsPolicy runs a task on the submitting thread.
 *
 * A word counter uses a pool of one thread with a one-slot queue and
 * CallerRunsPolicy, and keeps its tally in a plain HashMap: "one worker,
 * so the map is confined to it". When the worker is busy and the slot is
 * taken, the next execute() runs the task in main, beside the worker:
 * two threads merge into the HashMap at once and a count is lost.
 *
 * Failing schedule: the worker runs word 1 while word 2 waits in the
 * queue; main runs word 3 itself, both read the same count.
 *
 * java -jar callerruns.jar N [fixed]; N rounds of three words; "fixed"
 * keeps the tally in a ConcurrentHashMap.
 */
package callerruns;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

public class Main {
    public static void main(String[] args) throws InterruptedException {
        var n = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        var fixed = args.length > 1 && args[1].equals("fixed");
        Map<String, Integer> tally = fixed ? new ConcurrentHashMap<>() : new HashMap<>();
        var pool = new ThreadPoolExecutor(1, 1, 0, TimeUnit.MILLISECONDS,
                new ArrayBlockingQueue<>(1), new ThreadPoolExecutor.CallerRunsPolicy());
        var words = new String[] {"to", "be", "to"};
        for (var r = 0; r < n; r++) {
            for (var w : words) {
                pool.execute(() -> tally.merge(w, 1, Integer::sum));
            }
        }
        pool.shutdown();
        pool.awaitTermination(1, TimeUnit.MINUTES);
        var counted = 0;
        for (var c : tally.values()) {
            counted += c;
        }
        if (counted != words.length * n) {
            throw new IllegalStateException("counted " + counted + " words of " + words.length * n + ": " + tally);
        }
        System.out.println("tally " + tally);
    }
}

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

// A word counter hands each word to a pool of one worker with a one-slot
// queue and keeps the counts in a plain HashMap: "one worker, so the map
// is confined to it". But the pool's CallerRunsPolicy (given to the
// constructor, or with "set" by setRejectedExecutionHandler) runs a word
// on the submitting thread when the worker is busy and the slot taken,
// beside the worker: two threads merge into the map at once and a count
// is lost. "fixed" merges under the map's lock.
//
// java -ea CallerRuns N [ctor|set] [fixed] (vsched.TestCallerRuns)
public class CallerRuns {
    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        boolean set = args.length > 1 && args[1].equals("set");
        boolean fixed = args.length > 2 && args[2].equals("fixed");
        Map<String, Integer> counts = new HashMap<>();
        ThreadPoolExecutor pool;
        if (set) {
            pool = new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS, new ArrayBlockingQueue<>(1));
            pool.setRejectedExecutionHandler(new ThreadPoolExecutor.CallerRunsPolicy());
        } else {
            pool = new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS, new ArrayBlockingQueue<>(1),
                    new ThreadPoolExecutor.CallerRunsPolicy());
        }
        String[] words = {"to", "be", "to"};
        for (int i = 0; i < n; i++) {
            for (String w : words) {
                pool.execute(() -> {
                    if (fixed) {
                        synchronized (counts) {
                            counts.merge(w, 1, Integer::sum);
                        }
                    } else {
                        counts.merge(w, 1, Integer::sum);
                    }
                });
            }
        }
        pool.shutdown();
        pool.awaitTermination(1, TimeUnit.MINUTES);
        int total = 0;
        for (int c : counts.values()) {
            total += c;
        }
        if (total != words.length * n) {
            throw new IllegalStateException("counted " + total + " words of " + words.length * n);
        }
    }
}

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import java.util.stream.Collector;

// wordfreq reduced: a parallel stream's flatMap splits lines into words
// (dropping the stop words of a shared set), which a CONCURRENT collector
// counts into one plain HashMap: the common pool's worker and main merge
// into it at once and lose counts. The fixed variant's container is a
// ConcurrentHashMap. The worker, in the flatMap's function (at its read
// of STOP), runs the accumulator next: vsched.TestPoolWorkerNextTask.
public class FlatCollect {
    static final Set<String> STOP = new HashSet<>(Arrays.asList("the", "in"));

    public static void main(String[] args) {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        List<String> lines = Arrays.asList("rates rise in the bank", "rates hold in the spring");
        long made = lines.stream().mapToLong(l -> words(l).size()).sum();
        Supplier<Map<String, Integer>> make = fixed ? ConcurrentHashMap::new : HashMap::new;
        Collector<String, Map<String, Integer>, Map<String, Integer>> c = Collector.of(make,
                (m, w) -> m.merge(w, 1, Integer::sum), (x, y) -> x,
                Collector.Characteristics.CONCURRENT, Collector.Characteristics.UNORDERED,
                Collector.Characteristics.IDENTITY_FINISH);
        Map<String, Integer> counts = lines.parallelStream().flatMap(l -> words(l).stream()).collect(c);
        long total = 0;
        for (int n : counts.values()) {
            total += n;
        }
        if (total != made) {
            throw new IllegalStateException("counted " + total + " words of " + made);
        }
    }

    static List<String> words(String line) {
        List<String> out = new ArrayList<>();
        for (String w : line.split(" ")) {
            if (!STOP.contains(w)) {
                out.add(w);
            }
        }
        return out;
    }
}

import java.util.HashMap;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import java.util.stream.Collector;

// A CONCURRENT, UNORDERED collector whose container is a plain HashMap:
// the parallel stream's workers share it and lose a count. The fixed
// variant's container is a ConcurrentHashMap.
public class ConcurrentCollect {
    public static void main(String[] args) {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Supplier<Map<String, Integer>> make = fixed ? ConcurrentHashMap::new : HashMap::new;
        Collector<String, Map<String, Integer>, Map<String, Integer>> c = Collector.of(make,
                (m, w) -> m.merge(w, 1, Integer::sum), (x, y) -> x,
                Collector.Characteristics.CONCURRENT, Collector.Characteristics.UNORDERED,
                Collector.Characteristics.IDENTITY_FINISH);
        Map<String, Integer> counts = Arrays.asList("a", "a").parallelStream().collect(c);
        if (counts.get("a") != 2) {
            throw new IllegalStateException("counted " + counts);
        }
    }
}

import java.util.HashMap;
import java.util.Arrays;
import java.util.Map;
import java.util.stream.Collector;
import java.util.stream.Collectors;

// A parallel stream's collect runs its collector's functions in the
// common pool's workers: Collector.of's accumulator on the one container
// its supplier makes (shared by the workers when the collector is
// CONCURRENT), and the classifier that groupingByConcurrent is given.
public class ParallelCollect {
    static int calls;

    public static void main(String[] args) {
        Collector<String, Map<String, Integer>, Map<String, Integer>> c = Collector.of(HashMap::new,
                (m, w) -> m.merge(w, 1, Integer::sum), (x, y) -> x, Collector.Characteristics.CONCURRENT);
        Arrays.asList("a", "b").parallelStream().collect(c);
        Arrays.asList("a", "b").parallelStream().collect(Collectors.groupingByConcurrent(w -> {
            calls++;
            return w;
        }));
        System.out.println(calls);
    }
}

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

// What a collector's functions make reaches collect's result: toMap's
// values, toCollection's container, a downstream collector's (mhp's
// TestCollectHeld).
public class Collected {
    static class Holder {
        int count;
    }

    static void run2(Runnable r1, Runnable r2) {
        new Thread(r1).start();
        new Thread(r2).start();
    }

    // ToMap: both threads bump the one Holder toMap's value function made.
    static class ToMap {
        public static void main(String[] args) {
            Map<String, Holder> m = Stream.of("x").collect(Collectors.toMap(s -> s, s -> new Holder()));
            run2(() -> m.get("x").count++, () -> m.get("x").count++);
        }
    }

    // ToCollection: the collected list is shared, the container toCollection's supplier returns.
    static final List<Holder> SHARED = new ArrayList<>();

    static class ToCollection {
        public static void main(String[] args) {
            SHARED.add(new Holder());
            List<Holder> l = Stream.of(new Holder()).collect(Collectors.toCollection(() -> SHARED));
            run2(() -> l.get(0).count++, () -> SHARED.get(0).count++);
        }
    }

    // Grouped: a downstream toMap's values, through groupingBy.
    static class Grouped {
        public static void main(String[] args) {
            Map<Integer, Map<String, Holder>> g = Stream.of("x").collect(
                    Collectors.groupingBy(String::length, Collectors.toMap(s -> s, s -> new Holder())));
            run2(() -> g.get(1).get("x").count++, () -> g.get(1).get("x").count++);
        }
    }
}

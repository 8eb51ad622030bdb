// StreamSimple: a deliberately small use of java.util.stream — filter/map/collect to a
// list, IntStream.range sum, sorted + limit, joining, and counting. (The rest of the
// corpus avoids streams.)
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
public class StreamSimple {
    public static void main(String[] args) {
        List<String> words = Arrays.asList("stream", "map", "filter", "reduce", "collect", "sum", "limit");
        List<Integer> lengths = words.stream().filter(w -> w.length() > 3).map(String::length).collect(Collectors.toList());
        System.out.println("lengths " + lengths);
        System.out.println("range sum " + IntStream.range(0, 100).sum() + " rangeClosed squares " + IntStream.rangeClosed(1, 5).map(x -> x * x).sum());
        System.out.println("sorted limit " + words.stream().sorted().limit(3).collect(Collectors.toList()));
        System.out.println("joining " + words.stream().map(String::toUpperCase).collect(Collectors.joining(",", "[", "]")));
        System.out.println("count " + words.stream().filter(w -> w.contains("e")).count() + " anyMatch " + words.stream().anyMatch(w -> w.startsWith("s")));
        System.out.println("reduce " + IntStream.of(3, 1, 4, 1, 5).reduce(0, (a, b) -> a * 10 + b) + " max " + IntStream.of(3, 1, 4).max().getAsInt());
    }
}

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

// A parallel stream's forEach appends to a shared ArrayList; main checks the size.
public class ParForEach {
    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 4;
        List<Integer> out = new ArrayList<>();
        IntStream.range(0, n).parallel().forEach(i -> out.add(i));
        if (out.size() != n) throw new IllegalStateException(out.size() + " of " + n);
        System.out.println("ok " + n);
    }
}

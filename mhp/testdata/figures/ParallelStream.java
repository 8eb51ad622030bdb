// A parallel stream's functions run in the common ForkJoinPool's workers
// and in the calling thread: forEach's and map's lambdas pair with
// themselves (lines 17 and 18), the pipeline's terminal operation joins
// the workers, so main's reads after it (lines 19, 21) pair with nothing,
// and a sequential stream's lambda (line 20) runs in main only.
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

class ParallelStream {
    static int sum, mapped, seq;

    public static void main(String[] args) {
        List<Integer> xs = new ArrayList<>();
        xs.add(1);
        xs.add(2);
        xs.parallelStream().forEach(x -> sum += x);
        List<Integer> ys = xs.stream().parallel().map(x -> x + mapped++).collect(Collectors.toList());
        System.out.println(sum + mapped + ys.size());
        xs.stream().forEach(x -> seq += x);
        System.out.println(seq + sum);
    }
}

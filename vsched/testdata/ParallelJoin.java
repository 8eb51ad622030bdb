import java.util.stream.IntStream;

// Each element is written by one call of a parallel stream's lambda, in
// the common ForkJoinPool's worker or in main; main reads them after the
// terminal operation, which joins the worker, and so does a second
// parallel stream's lambda: no race (vsched.TestParallelJoin).
public class ParallelJoin {
    static int[] squares = new int[4];
    static int total;

    public static void main(String[] args) {
        IntStream.range(0, squares.length).parallel().forEach(i -> squares[i] = i * i);
        total = squares[1] + squares[3];
        if (total != 10) {
            throw new IllegalStateException("total " + total);
        }
        int s = IntStream.range(0, 4).parallel().map(i -> squares[i]).sum();
        if (s != 14) {
            throw new IllegalStateException("sum " + s);
        }
    }
}

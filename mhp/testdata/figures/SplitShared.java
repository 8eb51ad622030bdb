import java.util.Spliterator;
import java.util.function.Consumer;
import java.util.stream.StreamSupport;

// A parallel stream over a hand-written Spliterator whose trySplit hands
// the prefix the same mutable counter: the pool's worker and main both
// update it. HotSpot: "2 of 2 ... counted 1" in some runs; weft analyze
// sees one thread.
public class SplitShared {
    static final class Spl implements Spliterator<Integer> {
        final int[] seen; // shared with the split-off prefix
        int lo, hi;
        Spl(int[] seen, int lo, int hi) { this.seen = seen; this.lo = lo; this.hi = hi; }
        public boolean tryAdvance(Consumer<? super Integer> a) {
            if (lo >= hi) return false;
            seen[0]++;
            a.accept(lo++);
            return true;
        }
        public Spliterator<Integer> trySplit() {
            int mid = (lo + hi) >>> 1;
            if (mid <= lo) return null;
            Spl p = new Spl(seen, lo, mid);
            lo = mid;
            return p;
        }
        public long estimateSize() { return hi - lo; }
        public int characteristics() { return ORDERED | SIZED | SUBSIZED; }
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        int[] seen = new int[1];
        long sum = StreamSupport.stream(new Spl(seen, 0, n), true).mapToLong(i -> i).sum();
        if (seen[0] != n) throw new IllegalStateException("saw " + seen[0] + " of " + n + " (sum " + sum + ")");
    }
}

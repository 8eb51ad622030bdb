import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;

// Round 13's forkscan, rewritten: a ForkJoinPool of RecursiveActions scans
// an array of file sizes, splitting a range in three (invokeAll of a
// list) where its length is a multiple of three and else in two
// (invokeAll(a, b)), down to one file per leaf. Each leaf adds its file to
// one shared log-scale histogram (counts[b]++, bytes += size, files++)
// without a lock, so two workers may lose an add; main checks the
// histogram against the sizes. With "fixed" each leaf fills a histogram
// of its own and merges it into the shared one under its monitor.
// Arguments: the number of files (4 by default), then "fixed".
public class ForkScan {
    static final int BUCKETS = 8;

    static final class Histogram {
        final long[] counts = new long[BUCKETS];
        long bytes;
        int files;

        void add(long size) {
            counts[bucket(size)]++;
            bytes += size;
            files++;
        }

        synchronized void merge(Histogram h) {
            for (int b = 0; b < BUCKETS; b++) {
                counts[b] += h.counts[b];
            }
            bytes += h.bytes;
            files += h.files;
        }

        static int bucket(long size) {
            int log = 63 - Long.numberOfLeadingZeros(size | 1);
            return Math.min(BUCKETS - 1, log / 3);
        }
    }

    static final class Scan extends RecursiveAction {
        final long[] sizes;
        final int lo, hi;
        final Histogram shared;
        final boolean fixed;

        Scan(long[] sizes, int lo, int hi, Histogram shared, boolean fixed) {
            this.sizes = sizes;
            this.lo = lo;
            this.hi = hi;
            this.shared = shared;
            this.fixed = fixed;
        }

        protected void compute() {
            int n = hi - lo;
            if (n == 1) {
                if (fixed) {
                    Histogram own = new Histogram();
                    own.add(sizes[lo]);
                    shared.merge(own);
                } else {
                    shared.add(sizes[lo]);
                }
                return;
            }
            if (n % 3 == 0) {
                List<Scan> parts = new ArrayList<>();
                int step = n / 3;
                for (int i = 0; i < 3; i++) {
                    parts.add(new Scan(sizes, lo + i * step, lo + (i + 1) * step, shared, fixed));
                }
                invokeAll(parts);
            } else {
                int mid = (lo + hi) >>> 1;
                invokeAll(new Scan(sizes, lo, mid, shared, fixed), new Scan(sizes, mid, hi, shared, fixed));
            }
        }
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 4;
        boolean fixed = args.length > 1 && args[1].equals("fixed");
        SplittableRandom rnd = new SplittableRandom(42);
        long[] sizes = new long[n];
        Arrays.setAll(sizes, i -> 1 + rnd.nextInt(1 << 20));
        BitSet large = new BitSet(n);
        long want = 0;
        for (int i = 0; i < n; i++) {
            want += sizes[i];
            if (Histogram.bucket(sizes[i]) == BUCKETS - 1) {
                large.set(i);
            }
        }
        Histogram h = new Histogram();
        ForkJoinPool pool = new ForkJoinPool(3);
        pool.invoke(new Scan(sizes, 0, n, h, fixed));
        pool.shutdown();
        long counted = 0;
        for (long c : h.counts) {
            counted += c;
        }
        if (h.bytes != want || h.files != n || counted != n || h.counts[BUCKETS - 1] != large.cardinality()) {
            throw new IllegalStateException("histogram holds " + h.bytes + " bytes of " + h.files + " files, want " + want + " of " + n);
        }
    }
}

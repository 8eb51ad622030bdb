package replicatedworker;

/** Sums i*i over [lo, hi]; ranges above the threshold are split in two. */
final class RangeTask extends Task {
    private final int lo;
    private final int hi;
    private final int threshold;

    RangeTask(int lo, int hi, int threshold) {
        this.lo = lo;
        this.hi = hi;
        this.threshold = threshold;
    }

    void execute(WorkPool pool, Accumulator result) throws InterruptedException {
        if (hi - lo + 1 > threshold) {
            int mid = (lo + hi) / 2;
            pool.put(new RangeTask(lo, mid, threshold));
            pool.put(new RangeTask(mid + 1, hi, threshold));
            return;
        }
        int sum = 0;
        for (int i = lo; i <= hi; i++) {
            sum += i * i;
        }
        result.add(sum);
    }
}

import java.util.concurrent.*;

// A divide and conquer sum whose leaves count themselves in a plain
// static int: two leaves may lose an update (the bug). The halves'
// totals, read after the join, race with nothing
// (static.Analysis.TaskLocal).

class RecursiveLost {
    static int leaves;
    static class Sum extends RecursiveAction {
        final int lo, hi;
        long total;
        Sum(int lo, int hi) { this.lo = lo; this.hi = hi; }
        protected void compute() {
            if (hi - lo <= 1) {
                total = lo;
                leaves++;
                return;
            }
            int mid = (lo + hi) >>> 1;
            Sum left = new Sum(lo, mid), right = new Sum(mid, hi);
            left.fork();
            right.compute();
            left.join();
            total = left.total + right.total;
        }
    }
    public static void main(String[] args) {
        Sum s = new Sum(0, 4);
        new ForkJoinPool(2).invoke(s);
        if (s.total != 6) throw new IllegalStateException("total " + s.total);
        if (leaves != 4) throw new IllegalStateException("leaves " + leaves);
    }
}

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.RecursiveAction;
import java.util.concurrent.RecursiveTask;

// Fork/join tasks that wait for their subtasks through
// ForkJoinTask.invokeAll and invoke (static.Analysis.ForkJoined): main's
// accesses after the wait for the root pair with no leaf's write, unless a
// subtask may still run when a compute returns.
class ForkJoinInvoke {
    static int a, b, c, d, e, f, g, h;

    // a: a parallel sum whose halves run through invokeAll(left, right);
    // the leaves add to a.
    static class Sum extends RecursiveTask<Long> {
        final int[] xs;
        final int lo, hi;
        Sum(int[] xs, int lo, int hi) { this.xs = xs; this.lo = lo; this.hi = hi; }
        protected Long compute() {
            if (hi - lo <= 2) {
                long s = 0;
                for (int i = lo; i < hi; i++) s += xs[i];
                a += (int) s;
                return s;
            }
            int mid = (lo + hi) / 2;
            Sum left = new Sum(xs, lo, mid), right = new Sum(xs, mid, hi);
            invokeAll(left, right);
            return left.join() + right.join();
        }
    }

    // b: three subtasks through invokeAll(t1, t2, t3).
    static class Three extends RecursiveAction {
        final int n;
        Three(int n) { this.n = n; }
        protected void compute() {
            if (n <= 1) { b++; return; }
            invokeAll(new Three(n / 3), new Three(n / 3), new Three(n - 2 * (n / 3)));
        }
    }

    // c: subtasks in a list, through invokeAll(collection).
    static class Many extends RecursiveAction {
        final int n;
        Many(int n) { this.n = n; }
        protected void compute() {
            if (n <= 1) { c++; return; }
            List<Many> subs = new ArrayList<>();
            for (int i = 0; i < n; i++) subs.add(new Many(n / 2));
            invokeAll(subs);
        }
    }

    // d: left forked, right invoked, left joined.
    static class Half extends RecursiveAction {
        final int n;
        Half(int n) { this.n = n; }
        protected void compute() {
            if (n <= 1) { d++; return; }
            Half l = new Half(n / 2), r = new Half(n - n / 2);
            l.fork();
            r.invoke();
            l.join();
        }
    }

    // e: invokeAll's exception caught: a subtask it cancelled may still
    // run when compute returns.
    static class Caught extends RecursiveAction {
        final int n;
        Caught(int n) { this.n = n; }
        protected void compute() {
            if (n <= 1) { e++; return; }
            try {
                invokeAll(new Caught(n / 2), new Caught(n - n / 2));
            } catch (RuntimeException x) {
            }
        }
    }

    // f: leaves of another class, computed only through invokeAll
    // (until session 9 the analysis ran no compute for invokeAll).
    static class Leaf extends RecursiveAction {
        protected void compute() { f++; }
    }

    static class Split extends RecursiveAction {
        protected void compute() { invokeAll(new Leaf(), new Leaf()); }
    }

    public static void main(String[] args) {
        ForkJoinPool pool = new ForkJoinPool(2);
        int[] xs = {1, 2, 3, 4, 5, 6, 7, 8};
        ForkJoinTask<Long> sum = pool.submit(new Sum(xs, 0, xs.length));
        int early = a;
        long total = sum.join();
        int late = a;
        assert total == 36 : "sum " + total;
        pool.invoke(new Three(9));
        int bs = b;
        pool.invoke(new Many(2));
        int cs = c;
        pool.invoke(new Half(4));
        int ds = d;
        pool.invoke(new Caught(4));
        e = 0;
        pool.invoke(new Split());
        int fs = f;
        new G(4).invoke();
        int gs = g;
        try {
            ForkJoinTask.invokeAll(new H(), new H());
        } catch (RuntimeException x) {
        }
        h = 0;
        // The leaves' updates may be lost (they race with each other).
        System.out.println(total + " " + early + " " + late + " " + bs + " " + cs + " " + ds + " " + fs + " " + gs);
    }

    // g: main invokes a task itself, whose compute forks one half and
    // invokes the other.
    static class G extends RecursiveAction {
        final int n;
        G(int n) { this.n = n; }
        protected void compute() {
            if (n <= 1) { g++; return; }
            G l = new G(n / 2), r = new G(n - n / 2);
            l.fork();
            r.invoke();
            l.join();
        }
    }

    // h: main's invokeAll in a try: a task it cancelled after the other's
    // exception may still run.
    static class H extends RecursiveAction {
        protected void compute() { h++; }
    }
}

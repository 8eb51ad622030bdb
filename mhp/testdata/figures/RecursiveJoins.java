import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.RecursiveAction;
import java.util.concurrent.RecursiveTask;

// Joins inside a recursive compute (static.Analysis.TaskLocal): a task
// reads the field its forked half wrote, after joining it. The join
// cannot end the fork site's task thread (the site's other tasks still
// run), but the half is an object this activation made and keeps: its
// field is written only by the methods run on it, which have returned
// when the join does, so the read pairs with no write of the field.
class RecursiveJoins {
    // a: fork, compute the other half, join, then read both halves.
    static class A extends RecursiveAction {
        final int n;
        long a;
        A(int n) { this.n = n; }
        protected void compute() {
            if (n <= 1) {
                a = 1;
                return;
            }
            A l = new A(n / 2), r = new A(n - n / 2);
            l.fork();
            r.compute();
            l.join();
            a = l.a + r.a;
        }
    }

    // b: the half's field is read before the join.
    static class B extends RecursiveAction {
        final int n;
        long b;
        B(int n) { this.n = n; }
        protected void compute() {
            if (n <= 1) {
                b = 1;
                return;
            }
            B l = new B(n / 2);
            l.fork();
            long early = l.b;
            l.join();
            b = early;
        }
    }

    // c: the join is on one way only.
    static class C extends RecursiveAction {
        final int n;
        long c;
        C(int n) { this.n = n; }
        protected void compute() {
            if (n <= 1) {
                c = 1;
                return;
            }
            C l = new C(n / 2);
            l.fork();
            if (n > 3) {
                l.join();
            }
            c = l.c;
        }
    }

    // d: the task hands itself to a list another thread reads.
    static final List<D> seen = new ArrayList<>();

    static class D extends RecursiveAction {
        final int n;
        long d;
        D(int n) { this.n = n; }
        protected void compute() {
            synchronized (seen) {
                seen.add(this);
            }
            if (n <= 1) {
                d = 1;
                return;
            }
            D l = new D(n / 2);
            l.fork();
            l.join();
            d = l.d;
        }
    }

    // e: ForkJoinTask.invokeAll(l, r) returns once both have completed.
    static class E extends RecursiveTask<Long> {
        final int n;
        long e;
        E(int n) { this.n = n; }
        protected Long compute() {
            if (n <= 1) {
                e = 1;
                return e;
            }
            E l = new E(n / 2), r = new E(n - n / 2);
            ForkJoinTask.invokeAll(l, r);
            e = l.e + r.e;
            return e;
        }
    }

    // g: the task is forked and computed inline too: two runs.
    static class G extends RecursiveAction {
        final int n;
        long g;
        G(int n) { this.n = n; }
        protected void compute() {
            if (n <= 1) {
                g = 1;
                return;
            }
            G l = new G(n / 2);
            l.fork();
            l.compute();
            g = l.g;
            l.join();
        }
    }

    public static void main(String[] args) {
        ForkJoinPool pool = new ForkJoinPool(2);
        pool.invoke(new A(4));
        pool.invoke(new B(4));
        pool.invoke(new C(4));
        pool.invoke(new D(4));
        pool.invoke(new E(4));
        pool.invoke(new G(4));
        synchronized (seen) {
            for (D x : seen) {
                x.d++;
            }
        }
    }
}

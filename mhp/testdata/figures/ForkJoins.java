import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.RecursiveAction;
import java.util.concurrent.RecursiveTask;

// Joins of fork/join tasks (static.Analysis.ForkJoined): main's write of
// each field after the wait pairs with the field's tasks unless every task
// below the one waited for surely ended.
class ForkJoins {
    static int a, b, c, d, e, f, g, h;

    // a: every fork is joined on every way to compute's return.
    static class A extends RecursiveAction {
        final int n;
        A(int n) { this.n = n; }
        protected void compute() {
            if (n <= 1) { a++; return; }
            A l = new A(n / 2), r = new A(n - n / 2);
            l.fork();
            r.compute();
            l.join();
        }
    }

    // b: a way to the return skips the join.
    static class B extends RecursiveAction {
        final int n;
        B(int n) { this.n = n; }
        protected void compute() {
            if (n <= 1) { b++; return; }
            B l = new B(n / 2), r = new B(n - n / 2);
            l.fork();
            r.compute();
            if (n > 3) return;
            l.join();
        }
    }

    // c: a leaf task, forked and joined by main.
    static class C extends RecursiveTask<Integer> {
        protected Integer compute() { return ++c; }
    }

    // d: the join's exception is caught on the way to the return.
    static class D extends RecursiveAction {
        final int n;
        D(int n) { this.n = n; }
        protected void compute() {
            if (n <= 1) { d++; return; }
            D l = new D(n / 2), r = new D(n - n / 2);
            l.fork();
            r.compute();
            try {
                l.join();
            } catch (RuntimeException x) {
            }
        }
    }

    // e: a task the program cancels (cancel makes join return early).
    static class E extends RecursiveTask<Integer> {
        protected Integer compute() { return ++e; }
    }

    // f: tasks forked in a loop, one of them joined.
    static class F extends RecursiveTask<Integer> {
        protected Integer compute() { return ++f; }
    }

    // g: a task handed to the pool's submit, then its get.
    static class G extends RecursiveTask<Integer> {
        protected Integer compute() { return ++g; }
    }

    public static void main(String[] args) throws Exception {
        ForkJoinPool pool = new ForkJoinPool(2);
        pool.invoke(new A(4));
        a = 0;
        pool.invoke(new B(4));
        b = 0;
        C tc = new C();
        tc.fork();
        c = 1;
        tc.join();
        c = 0;
        pool.invoke(new D(4));
        d = 0;
        E te = new E();
        te.fork();
        if (args.length > 3) te.cancel(true);
        te.join();
        e = 0;
        F tf = null;
        for (int i = 0; i < 2; i++) {
            tf = new F();
            tf.fork();
        }
        tf.join();
        f = 0;
        ForkJoinTask<Integer> tg = pool.submit(new G());
        tg.get();
        g = 0;
        forkH(false);
        forkH(true);
        h = 0;
        System.out.println("done");
    }

    // h: a method that may return without joining its fork, called
    // twice: the second call's join does not end the first call's task.
    static class H extends RecursiveTask<Integer> {
        protected Integer compute() { return ++h; }
    }

    static void forkH(boolean wait) {
        H t = new H();
        t.fork();
        if (wait) {
            t.join();
        }
    }
}

// Threads joined by a loop over the local list or array that holds them
// (static.ThreadJoinLoops): leaving the loop by its test, every thread put
// in the container has ended, also when the container holds threads of
// several sites (a, b) or the loop may run zero times (c). A loop that may
// break (d), a thread added after the loop (e), a store that may overwrite
// another (f) and a join with a timeout (g) join nothing; a join of one element of an
// array of a loop's threads (h) joins one of them.
import java.util.ArrayList;
import java.util.List;

class ThreadJoinLoops {
    static int a, b, c, d, e, f, g, h;

    static void a() throws InterruptedException {
        List<Thread> ts = new ArrayList<>();
        Thread x = new Thread(() -> a++);
        Thread y = new Thread(() -> a++);
        ts.add(x);
        ts.add(y);
        x.start();
        y.start();
        for (Thread t : ts) t.join();
        a = 0;
    }

    static void b() throws InterruptedException {
        Thread x = new Thread(() -> b++);
        Thread y = new Thread(() -> b++);
        x.start();
        y.start();
        for (Thread t : new Thread[] {x, y}) t.join();
        b = 0;
    }

    static void c(int n) throws InterruptedException {
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            ts[i] = new Thread(() -> c++);
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        c = 0;
    }

    static void d(boolean stop) throws InterruptedException {
        List<Thread> ts = new ArrayList<>();
        Thread x = new Thread(() -> d++);
        ts.add(x);
        x.start();
        for (Thread t : ts) {
            if (stop) break;
            t.join();
        }
        d = 0;
    }

    static void e() throws InterruptedException {
        List<Thread> ts = new ArrayList<>();
        for (Thread t : ts) t.join();
        Thread x = new Thread(() -> e++);
        ts.add(x);
        x.start();
        e = 0;
    }

    static void f() throws InterruptedException {
        Thread x = new Thread(() -> f++);
        Thread y = new Thread(() -> f++);
        Thread[] ts = new Thread[2];
        ts[0] = x;
        ts[1] = y;
        ts[0] = y;
        x.start();
        y.start();
        for (Thread t : ts) t.join();
        f = 0;
    }

    static void g() throws InterruptedException {
        List<Thread> ts = new ArrayList<>();
        Thread x = new Thread(() -> g++);
        ts.add(x);
        x.start();
        for (Thread t : ts) t.join(100);
        g = 0;
    }

    static void h(int n) throws InterruptedException {
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            ts[i] = new Thread(() -> h++);
            ts[i].start();
        }
        ts[n - 1].join();
        h = 0;
    }

    public static void main(String[] args) throws InterruptedException {
        a();
        b();
        c(args.length);
        d(args.length > 0);
        e();
        f();
        g();
        h(args.length + 1);
    }
}

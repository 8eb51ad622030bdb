// Joins of executor tasks beyond one Future's get (static.DrainLoops,
// static.AwaitJoins): main's write of each field after the wait pairs with
// the field's tasks unless the wait surely ended every one of them.
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

class FutureLoops {
    static int a, b, c, d, e, f, g, h;

    static void keep(List<Future<?>> l) {
    }

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        // a: every Future is added to the list, and the loop gets each.
        List<Future<?>> fa = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            fa.add(pool.submit(() -> a++));
        }
        for (Future<?> x : fa) {
            x.get();
        }
        a = 0;
        // b: the loop may break before the last get.
        List<Future<?>> fb = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            fb.add(pool.submit(() -> b++));
        }
        for (Future<?> x : fb) {
            if (args.length > 5) {
                break;
            }
            x.get();
        }
        b = 0;
        // c: only some Futures are added.
        List<Future<?>> fc = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            Future<?> x = pool.submit(() -> c++);
            if (i == 0) {
                fc.add(x);
            }
        }
        for (Future<?> x : fc) {
            x.get();
        }
        c = 0;
        // d: the list is handed to another method (which may remove).
        List<Future<?>> fd = new ArrayList<>();
        fd.add(pool.submit(() -> d++));
        keep(fd);
        for (Future<?> x : fd) {
            x.get();
        }
        d = 0;
        // e: a timed get may time out.
        List<Future<?>> fe = new ArrayList<>();
        fe.add(pool.submit(() -> e++));
        for (Future<?> x : fe) {
            x.get(1, TimeUnit.SECONDS);
        }
        e = 0;
        pool.shutdown();
        // f: awaitTermination returned true: every task of p2 has ended;
        // false: they may still run.
        ExecutorService p2 = Executors.newFixedThreadPool(2);
        p2.submit(() -> f++);
        p2.execute(() -> f++);
        p2.shutdown();
        if (p2.awaitTermination(1, TimeUnit.MINUTES)) {
            f = 0;
        } else {
            f = 1;
        }
        // g: an untested awaitTermination joins nothing.
        ExecutorService p3 = Executors.newFixedThreadPool(2);
        p3.execute(() -> g++);
        p3.shutdown();
        p3.awaitTermination(1, TimeUnit.MINUTES);
        g = 0;
        // h: waiting until it returns true.
        ExecutorService p4 = Executors.newFixedThreadPool(2);
        p4.execute(() -> h++);
        p4.shutdown();
        while (!p4.awaitTermination(1, TimeUnit.SECONDS)) {
            System.out.println("waiting");
        }
        h = 0;
    }
}

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

// Joins through a list of Futures and an executor held in fields
// (static.Analysis.HeldTasks, ExecutorTasks): main's write of each field
// after the wait pairs with the field's tasks unless the wait surely
// ended every one of them.
class FieldJoins {
    static int a, b, c, d, e;

    final ExecutorService pool = Executors.newFixedThreadPool(2);
    final List<Future<?>> futures = new ArrayList<>();
    final List<Future<?>> others = new ArrayList<>();
    final List<Future<?>> snapshot = new CopyOnWriteArrayList<>();
    final ExecutorService p2 = Executors.newFixedThreadPool(2);

    // a: every Future of the submit is added to this.futures, which a
    // loop in another method gets.
    void start() {
        for (int i = 0; i < 2; i++) {
            futures.add(pool.submit(() -> a++));
        }
    }

    void await() throws Exception {
        for (Future<?> f : futures) {
            f.get();
        }
    }

    // b: another method may remove from the list.
    void startB() {
        others.add(pool.submit(() -> b++));
    }

    void drop() {
        others.remove(0);
    }

    // c: a copy-on-write list, whose iterator does not see what is added
    // while the loop runs.
    void startC() {
        snapshot.add(pool.submit(() -> c++));
    }

    // d: awaitTermination of this.p2 returned true: every task handed to
    // it has ended, also those of another method.
    void startD() {
        p2.execute(() -> d++);
    }

    // e: handed to a pool that the field's executor is not the only one
    // it may be.
    static void startE(ExecutorService x) {
        x.execute(() -> e++);
    }

    public static void main(String[] args) throws Exception {
        FieldJoins j = new FieldJoins();
        j.start();
        j.await();
        a = 0;
        j.startB();
        if (args.length > 3) {
            j.drop();
        }
        for (Future<?> f : j.others) {
            f.get();
        }
        b = 0;
        j.startC();
        for (Future<?> f : j.snapshot) {
            f.get();
        }
        c = 0;
        j.startD();
        startE(j.p2);
        startE(j.pool);
        j.p2.shutdown();
        if (j.p2.awaitTermination(1, TimeUnit.MINUTES)) {
            d = 0;
            e = 0;
        }
        j.pool.shutdown();
    }
}

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

// Indexed drain loops over lists held in fields, and a local list that
// grows after its size was read (static.DrainLoops, Analysis.HeldTasks):
// main's write of each field after the loop pairs with the field's tasks
// unless the loop surely waited for every one of them.
class FieldIndexed {
    static int a, b, c, c0, d;

    final ExecutorService pool = Executors.newFixedThreadPool(2);
    final List<Future<?>> fa = new ArrayList<>();
    final List<Future<?>> fb = new ArrayList<>();
    final List<Future<?>> fd = new ArrayList<>();

    // a: for (i = 0; i < this.fa.size(); i++) this.fa.get(i).get().
    void startA() {
        for (int i = 0; i < 2; i++) {
            fa.add(pool.submit(() -> a++));
        }
    }

    void awaitA() throws Exception {
        for (int i = 0; i < fa.size(); i++) {
            fa.get(i).get();
        }
    }

    // b: the size is read once, before the loop.
    void awaitB() throws Exception {
        int n = fb.size();
        for (int i = 0; i < n; i++) {
            fb.get(i).get();
        }
    }

    public static void main(String[] args) throws Exception {
        FieldIndexed x = new FieldIndexed();
        x.startA();
        x.awaitA();
        a = 0;
        x.fb.add(x.pool.submit(() -> b++));
        x.awaitB();
        b = 0;
        // c: a local list that the loop adds to after its size was read:
        // the loop waits for the first n Futures only.
        List<Future<?>> fc = new ArrayList<>();
        fc.add(x.pool.submit(() -> c0++));
        int n = fc.size();
        for (int i = 0; i < n; i++) {
            fc.add(x.pool.submit(() -> c++));
            fc.get(i).get();
        }
        c = 0;
        // d: a loop over a field's list starting at 1.
        for (int i = 0; i < 2; i++) {
            x.fd.add(x.pool.submit(() -> d++));
        }
        for (int i = 1; i < x.fd.size(); i++) {
            x.fd.get(i).get();
        }
        d = 0;
        x.pool.shutdown();
    }
}

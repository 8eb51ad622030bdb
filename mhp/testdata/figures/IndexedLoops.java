// Indexed drain loops (static.DrainLoops): for (i = 0; i < list.size();
// i++) list.get(i).get() waits for every Future of the list (a, and d with
// the size read once before the loop); starting at 1 (b), stepping by 2
// (c) or skipping a get (e) leaves Futures unwaited: main's writes after
// those loops keep their pairs with the tasks.
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

class IndexedLoops {
    static int a, b, c, d, e;

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<Future<?>> fa = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            fa.add(pool.submit(() -> a++));
        }
        for (int i = 0; i < fa.size(); i++) {
            fa.get(i).get();
        }
        a = 0;
        List<Future<?>> fb = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            fb.add(pool.submit(() -> b++));
        }
        for (int i = 1; i < fb.size(); i++) {
            fb.get(i).get();
        }
        b = 0;
        List<Future<?>> fc = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            fc.add(pool.submit(() -> c++));
        }
        for (int i = 0; i < fc.size(); i += 2) {
            fc.get(i).get();
        }
        c = 0;
        List<Future<?>> fd = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            fd.add(pool.submit(() -> d++));
        }
        int n = fd.size();
        for (int i = 0; i < n; i++) {
            fd.get(i).get();
        }
        d = 0;
        List<Future<?>> fe = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            fe.add(pool.submit(() -> e++));
        }
        for (int i = 0; i < fe.size(); i++) {
            if (args.length > 3) {
                continue;
            }
            fe.get(i).get();
        }
        e = 0;
        pool.shutdown();
    }
}

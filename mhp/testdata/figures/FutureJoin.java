// Future.get as a join (the thesis's join: the task's end → the get):
// main's write of a after a.get() is ordered after the task that wrote a,
// so only the task's two instances pair on it. A timed get may return
// before the task ends (TimeoutException), so main's write of b after it
// still pairs with b's task. The loop over a List that holds every
// Future of c's submit gets each of them: leaving it joins c's task
// (static.DrainLoops; FutureLoops.java has the loops that do not).
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

class FutureJoin {
    static int a, b, c;

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        Future<?> fa = pool.submit(() -> a++);
        Future<?> fb = pool.submit(() -> b++);
        List<Future<?>> fs = new ArrayList<>();
        fs.add(pool.submit(() -> c++));
        fa.get();
        a = 0;
        fb.get(1, TimeUnit.SECONDS);
        b = 0;
        for (Future<?> f : fs) {
            f.get();
        }
        c = 0;
        pool.shutdown();
    }
}

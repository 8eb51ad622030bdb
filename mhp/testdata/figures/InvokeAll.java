// invokeAll runs every task of its collection in the pool and returns once
// all have ended: the tasks race with each other, and main's write of a
// after it pairs with none of them. With a timeout, invokeAll cancels the
// tasks still running and returns without waiting for them: b keeps
// main's pair.
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

class InvokeAll {
    static int a, b;

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<Callable<Integer>> ts = new ArrayList<>();
        ts.add(() -> a++);
        ts.add(() -> a++);
        pool.invokeAll(ts);
        a = 0;
        List<Callable<Integer>> us = new ArrayList<>();
        us.add(() -> b++);
        pool.invokeAll(us, 1, TimeUnit.SECONDS);
        b = 0;
        pool.shutdown();
    }
}

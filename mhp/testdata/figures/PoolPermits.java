import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.locks.LockSupport;

// Two task sites on one single-thread executor run on its one pool
// thread: the first task publishes Thread.currentThread() and ends, main
// unparks it, and the second task's park may consume that permit. So
// main's unpark pairs with the second task's park (<permit> of the pool
// thread, which Thread.currentThread() returns in both tasks).
public class PoolPermits {
    static volatile Thread worker;

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        pool.submit(() -> {
            worker = Thread.currentThread();
        }).get();
        pool.execute(() -> {
            LockSupport.park();
        });
        LockSupport.unpark(worker);
        pool.shutdown();
    }
}

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.locks.LockSupport;

// PoolPermits with the second task on another executor: no pool thread
// runs both, so main's unpark of the first task's thread is no partner
// of the second task's park.
public class PoolPermitsApart {
    static volatile Thread worker;

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        ExecutorService other = Executors.newSingleThreadExecutor();
        pool.submit(() -> {
            worker = Thread.currentThread();
        }).get();
        other.execute(() -> {
            LockSupport.park();
        });
        LockSupport.unpark(worker);
        pool.shutdown();
        other.shutdown();
    }
}

// A Runnable handed to the pool through Executors.callable: the adapter
// returns a Callable that runs the Runnable, so the task's count races
// with main's. The static JDK call's result is of another type than its
// argument, but a task adapter's result stands for the task it wraps.
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

class CallableAdapt {
    static int count;

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        Runnable job = () -> count++;
        pool.submit(Executors.callable(job));
        count++;
        pool.shutdown();
        pool.awaitTermination(10, TimeUnit.SECONDS);
    }
}

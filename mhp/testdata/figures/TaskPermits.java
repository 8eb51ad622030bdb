import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.locks.LockSupport;

// A park inside an executor's task (an abstract thread with no Thread
// object of the program's): Thread.currentThread() there returns the
// task thread's own object (static.Thread.Self), which main unparks, so
// main's unpark pairs with the task's park on its <permit>.
public class TaskPermits {
    static volatile Thread waiter;

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        pool.execute(() -> {
            waiter = Thread.currentThread();
            LockSupport.park();
        });
        while (waiter == null) {
            Thread.yield();
        }
        LockSupport.unpark(waiter);
        pool.shutdown();
    }
}

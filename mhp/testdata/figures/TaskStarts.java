// More ways to run code in another thread: a TimerTask scheduled on a
// java.util.Timer, a Supplier given to CompletableFuture.supplyAsync
// (a task thread each, like Executor.execute), and a thread's
// uncaught-exception handler (it runs in that thread). timer is raced
// by the timer task and main, supplied by the supplier and main, failed
// by the handler and main. A StampedLock's tryOptimisticRead and
// validate read its state: two validations make no pair.
import java.util.Timer;
import java.util.TimerTask;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.locks.StampedLock;

class TaskStarts {
    static int timer, supplied, failed;
    static final StampedLock lock = new StampedLock();

    public static void main(String[] args) throws Exception {
        Timer t = new Timer(true);
        t.schedule(new TimerTask() {
            public void run() {
                timer++;
            }
        }, 0);
        CompletableFuture<Integer> f = CompletableFuture.supplyAsync(() -> supplied++);
        Thread w = new Thread(() -> {
            lock.validate(lock.tryOptimisticRead());
            throw new IllegalStateException();
        });
        w.setUncaughtExceptionHandler((th, e) -> failed++);
        w.start();
        lock.validate(lock.tryOptimisticRead());
        timer = 1;
        supplied = 1;
        failed = 1;
        f.join();
        w.join();
        t.cancel();
    }
}

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.FutureTask;

// main waits for a task (which sleeps, so main parks in get) and then
// checks its interrupt flag; another thread interrupts main once main
// has the task's result, and then raises flag. The bug: main's check
// comes before the interrupt and its read of flag after.
public class FutureCheck {
    static volatile boolean flag;
    public static void main(String[] args) throws Exception {
        Thread m = Thread.currentThread();
        CountDownLatch got = new CountDownLatch(1);
        FutureTask<Integer> f = new FutureTask<>(() -> { Thread.sleep(10); return 1; });
        Thread w = new Thread(f);
        Thread i = new Thread(() -> {
            try {
                got.await();
            } catch (InterruptedException e) {
                return;
            }
            m.interrupt();
            flag = true;
        });
        w.start();
        i.start();
        f.get();
        got.countDown();
        boolean x = Thread.interrupted();
        if (!x && flag) throw new AssertionError("interrupted after the check");
    }
}

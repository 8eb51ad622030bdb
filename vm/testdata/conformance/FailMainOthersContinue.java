// expect-exit: 1
// FailMainOthersContinue: main dies with an uncaught exception while a non-daemon worker
// is still waiting; the worker goes on (it is released by main just before the throw),
// prints its result, and only then does the VM exit — with status 1 because main failed.
import java.util.concurrent.CountDownLatch;
public class FailMainOthersContinue {
    public static void main(String[] args) {
        final CountDownLatch go = new CountDownLatch(1);
        Thread worker = new Thread(() -> {
            try { go.await(); } catch (InterruptedException e) { return; }
            long sum = 0;
            for (int i = 1; i <= 1000; i++) sum += i;
            System.out.println("worker finished after main died, sum " + sum);
        }, "survivor");
        worker.start();
        System.out.println("main releases the worker and fails");
        go.countDown();
        throw new IllegalStateException("main fails on purpose");
    }
}

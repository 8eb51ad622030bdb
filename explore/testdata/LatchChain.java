import java.util.concurrent.CountDownLatch;

// Two threads hand a token back and forth through 2 * K latches of count
// 1 (K the argument, default 3): main counts toWorker[i] down and awaits
// toMain[i], the worker the other way round. No bug: explored to the
// end, each latch's await before or after its countDown (dpor: 4^K
// traces of the operations, explore.TestAtomicSync).
public class LatchChain {
    public static void main(String[] args) throws InterruptedException {
        final int K = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        final CountDownLatch[] toWorker = new CountDownLatch[K];
        final CountDownLatch[] toMain = new CountDownLatch[K];
        for (int i = 0; i < K; i++) {
            toWorker[i] = new CountDownLatch(1);
            toMain[i] = new CountDownLatch(1);
        }
        Thread w = new Thread(() -> {
            try {
                for (int i = 0; i < K; i++) {
                    toWorker[i].await();
                    toMain[i].countDown();
                }
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        w.start();
        for (int i = 0; i < K; i++) {
            toWorker[i].countDown();
            toMain[i].await();
        }
        w.join();
    }
}

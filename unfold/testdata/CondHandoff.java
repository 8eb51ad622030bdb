import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

// A hand-off through a ReentrantLock's Condition: N consumers (the first
// argument, default 1) each await until the count of items is positive
// and take one; main puts N items, one signal each. With "interrupt" the
// consumers await interruptibly and main interrupts the first of them
// instead of putting its item (it then puts N-1).
public class CondHandoff {
    static final ReentrantLock lock = new ReentrantLock();
    static final Condition ready = lock.newCondition();
    static int items, taken;

    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        boolean interrupt = args.length > 1 && args[1].equals("interrupt");
        // ForkJoinPool.managedBlock, which an await calls, initializes
        // the class: here, not in whichever consumer blocks first.
        java.util.concurrent.ForkJoinPool.getCommonPoolParallelism();
        Thread[] cs = new Thread[n];
        for (int i = 0; i < n; i++) {
            cs[i] = new Thread(() -> {
                lock.lock();
                try {
                    while (items == 0) {
                        if (interrupt) {
                            ready.await();
                        } else {
                            ready.awaitUninterruptibly();
                        }
                    }
                    items--;
                    taken++;
                } catch (InterruptedException e) {
                    // given up
                } finally {
                    lock.unlock();
                }
            });
            cs[i].start();
        }
        if (interrupt) {
            cs[0].interrupt();
        }
        for (int i = interrupt ? 1 : 0; i < n; i++) {
            lock.lock();
            try {
                items++;
                ready.signal();
            } finally {
                lock.unlock();
            }
        }
        for (Thread c : cs) {
            c.join();
        }
    }
}

import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

// A hand-off through a ReentrantLock's Condition: N consumers (the first
// argument, default 1) each await until the count of items is positive
// and take one; main puts N items, one signal each. With "interrupt" the
// consumers await interruptibly and main interrupts the first of them
// instead of putting its item (it then puts N-1). With "timed" they
// await with a deadline of a minute, which no run reaches (main signals
// before it blocks); with "deadline" of a millisecond, and main sleeps
// for a second before it puts the items, so their awaits end by the
// deadline (virtual time) and they await again.
public class CondHandoff {
    static final ReentrantLock lock = new ReentrantLock();
    static final Condition ready = lock.newCondition();
    static int items, taken;

    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        boolean interrupt = args.length > 1 && args[1].equals("interrupt");
        long deadline = args.length < 2 ? 0 : args[1].equals("timed") ? 60_000_000_000L : args[1].equals("deadline") ? 1_000_000L : 0;
        // ForkJoinPool.managedBlock, which an await calls, initializes
        // the class: here, not in whichever consumer blocks first.
        java.util.concurrent.ForkJoinPool.getCommonPoolParallelism();
        Thread[] cs = new Thread[n];
        for (int i = 0; i < n; i++) {
            cs[i] = new Thread(() -> {
                lock.lock();
                try {
                    while (items == 0) {
                        if (deadline > 0) {
                            ready.awaitNanos(deadline);
                        } else if (interrupt) {
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
        if (deadline == 1_000_000L) {
            Thread.sleep(1000);
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

import java.util.concurrent.locks.StampedLock;

// A StampedLock's optimistic read validated before the reads: a writer
// between the reader's reads of x and y gives a torn pair. StampedLock is
// no AQS lock: unfold must keep its state's reads and writes as data.
public class StampedRace {
    static final StampedLock lock = new StampedLock();
    static int x, y;

    public static void main(String[] args) throws InterruptedException {
        Thread w = new Thread(() -> {
            long s = lock.writeLock();
            try {
                x++;
                y++;
            } finally {
                lock.unlockWrite(s);
            }
        });
        Thread r = new Thread(() -> {
            long s = lock.tryOptimisticRead();
            if (s != 0 && lock.validate(s)) {
                int a = x;
                int b = y;
                assert a == b : "torn " + a + " " + b;
            }
        });
        w.start();
        r.start();
        w.join();
        r.join();
    }
}

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

// Three threads park inside the JDK's synchronizers (a ReentrantLock, its
// Condition, a Semaphore, a timed tryAcquire, a CountDownLatch) in many
// orders (vm.TestOpPointHash).
public class SyncOps {
    static final ReentrantLock lock = new ReentrantLock();
    static final Condition turn = lock.newCondition();
    static final Semaphore sem = new Semaphore(1);
    static final CountDownLatch latch = new CountDownLatch(2);
    static int n, k; // n under the lock, k under the semaphore

    static void work(int id) {
        try {
            for (int i = 0; i < 2; i++) {
                lock.lock();
                try {
                    n++;
                    turn.signalAll();
                    if (n < 3 && id == 0) {
                        turn.await(1, TimeUnit.MILLISECONDS);
                    }
                } finally {
                    lock.unlock();
                }
                if (sem.tryAcquire(1, TimeUnit.MILLISECONDS)) {
                    sem.release();
                }
                sem.acquire();
                k++;
                sem.release();
            }
            if (id > 0) {
                latch.countDown();
            } else {
                latch.await();
            }
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> work(1), "a");
        Thread b = new Thread(() -> work(2), "b");
        a.start();
        b.start();
        work(0);
        a.join();
        b.join();
        System.out.println(n + k);
    }
}

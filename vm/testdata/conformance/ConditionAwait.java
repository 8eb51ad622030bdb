// ConditionAwait: three threads take turns A, B, C, A, B, C ... using a ReentrantLock
// with one Condition per thread (await/signal), so the printed sequence is fixed;
// followed by a latch-like handshake with Condition.signalAll.
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
public class ConditionAwait {
    static final ReentrantLock lock = new ReentrantLock();
    static final Condition[] turnOf = { lock.newCondition(), lock.newCondition(), lock.newCondition() };
    static int turn = 0;
    static final StringBuilder out = new StringBuilder();
    public static void main(String[] args) throws InterruptedException {
        Thread[] ts = new Thread[3];
        for (int i = 0; i < 3; i++) {
            final int me = i;
            ts[i] = new Thread(() -> {
                for (int round = 0; round < 4; round++) {
                    lock.lock();
                    try {
                        while (turn != me) turnOf[me].awaitUninterruptibly();
                        out.append((char) ('A' + me)).append(round).append(' ');
                        turn = (me + 1) % 3;
                        turnOf[turn].signal();
                    } finally {
                        lock.unlock();
                    }
                }
            });
        }
        for (int i = 2; i >= 0; i--) ts[i].start();
        for (Thread t : ts) t.join();
        System.out.println("sequence " + out.toString().trim());
        final Condition opened = lock.newCondition();
        final boolean[] gate = { false };
        final int[] passed = new int[1];
        Thread[] waiters = new Thread[4];
        for (int i = 0; i < 4; i++) {
            waiters[i] = new Thread(() -> {
                lock.lock();
                try {
                    while (!gate[0]) opened.await();
                    passed[0]++;
                } catch (InterruptedException e) {
                } finally { lock.unlock(); }
            });
            waiters[i].start();
        }
        lock.lock();
        try { gate[0] = true; opened.signalAll(); } finally { lock.unlock(); }
        for (Thread t : waiters) t.join();
        System.out.println("passed the gate " + passed[0]);
    }
}

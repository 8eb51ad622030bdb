// SemRace: a Semaphore with two permits lets both threads in at once, so
// n = n + 1 under it is a lost update. Its synchronizer is not a lock
// (its state counts permits): unfold must not model it as one. It did,
// and declared the unfolding explored after 2 tests without the bug.
import java.util.concurrent.Semaphore;
public class SemRace {
    static final Semaphore permits = new Semaphore(2);
    static int n;
    public static void main(String[] args) throws InterruptedException {
        Runnable r = () -> {
            permits.acquireUninterruptibly();
            try { int v = n; n = v + 1; } finally { permits.release(); }
        };
        Thread a = new Thread(r), b = new Thread(r);
        a.start(); b.start(); a.join(); b.join();
        if (n != 2) throw new AssertionError("lost update " + n);
    }
}

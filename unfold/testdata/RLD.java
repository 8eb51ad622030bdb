// ReentrantLock deadlock: two locks taken in opposite orders.
import java.util.concurrent.locks.ReentrantLock;
public class RLD {
    static final ReentrantLock l1 = new ReentrantLock(), l2 = new ReentrantLock();
    static int n;
    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> { l1.lock(); l2.lock(); n++; l2.unlock(); l1.unlock(); });
        Thread b = new Thread(() -> { l2.lock(); l1.lock(); n++; l1.unlock(); l2.unlock(); });
        a.start(); b.start(); a.join(); b.join();
    }
}

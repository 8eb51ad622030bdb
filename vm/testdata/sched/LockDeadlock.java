// Two ReentrantLocks taken in opposite orders, with sleeps that make every
// schedule deadlock: threads parked in AQS, found by the deadlock detector.
import java.util.concurrent.locks.ReentrantLock;
public class LockDeadlock {
    public static void main(String[] args) throws Exception {
        ReentrantLock a = new ReentrantLock(), b = new ReentrantLock();
        Thread t = new Thread(() -> { b.lock(); try { Thread.sleep(10); } catch (InterruptedException e) {} a.lock(); });
        a.lock();
        t.start();
        Thread.sleep(5);
        b.lock();
    }
}

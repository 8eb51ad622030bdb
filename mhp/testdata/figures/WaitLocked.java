import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

// A thread's wait writes its <life> once it has released the lock (at
// its park), not before: main's looks made while holding the same lock
// may see t WAITING in Condition.awaitUninterruptibly (l) and u WAITING
// in Object.wait (o), so each pairs with the wait's write.
public class WaitLocked {
    static boolean ready;

    public static void main(String[] args) throws Exception {
        ReentrantLock l = new ReentrantLock();
        Condition c = l.newCondition();
        Object o = new Object();
        Thread t = new Thread(() -> {
            l.lock();
            c.awaitUninterruptibly();
            l.unlock();
        });
        Thread u = new Thread(() -> {
            synchronized (o) {
                try {
                    o.wait();
                } catch (InterruptedException e) {
                }
            }
        });
        t.start();
        u.start();
        l.lock();
        System.out.println(t.getState());
        c.signalAll();
        l.unlock();
        synchronized (o) {
            System.out.println(u.getState());
            o.notifyAll();
        }
    }
}

// Object.wait, Thread.join and a contended ReentrantLock, each on its own
// line: the VM performs them inside the JDK, but their events must carry
// these lines (Access.Pos, Access.User), not the JDK's.
import java.util.concurrent.locks.ReentrantLock;

public class UserLines {
    static final Object m = new Object();
    static boolean ready;
    static final ReentrantLock lock = new ReentrantLock();

    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> {
            lock.lock(); // PARK
            try {
                synchronized (m) {
                    ready = true;
                    m.notify();
                }
            } finally {
                lock.unlock();
            }
        });
        lock.lock();
        t.start();
        synchronized (m) {
            lock.unlock(); // UNPARK
            while (!ready) {
                m.wait(); // WAIT
            }
        }
        t.join(); // JOIN
        System.out.println("done");
    }
}

import java.util.concurrent.locks.ReentrantLock;

// Not a thesis figure: a regression program for the lock sets. A
// synchronized block inside a try/finally that unlocks a lock: javac's
// catch-any handler of the block (its monitorexit) is covered by the
// finally's handler too, so the exit's edge to the handler's monitorexit
// passes connectors that also lead to the finally's code. The handler's
// monitorexit still holds the block's monitor (it releases it).
public class HandlerExits {
    static final Object MON = new Object();
    static ReentrantLock lock = new ReentrantLock();
    static int n;

    static void update() {
        lock.lock();
        try {
            synchronized (MON) {
                n++;
            }
        } finally {
            lock.unlock();
        }
    }

    public static void main(String[] args) throws Exception {
        Thread t = new Thread(HandlerExits::update);
        t.start();
        update();
        t.join();
    }
}

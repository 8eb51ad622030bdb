import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

// A Condition's await is a wait and its signal a notify, in the monitor
// of the Lock that made it: the waiter's await pairs with the
// signaller's signal of the same Condition (WN, a signal before the
// await is lost), not with the signalAll of the Lock's other Condition.
class Conds {
    static final ReentrantLock lock = new ReentrantLock();
    static final Condition ready = lock.newCondition();
    static final Condition other = lock.newCondition();
    static boolean done;

    static class Waiter extends Thread {
        public void run() {
            lock.lock();
            try {
                while (!done) {
                    ready.awaitUninterruptibly();
                }
            } finally {
                lock.unlock();
            }
        }
    }

    static class Signaller extends Thread {
        public void run() {
            lock.lock();
            try {
                done = true;
                ready.signal();
                other.signalAll();
            } finally {
                lock.unlock();
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Thread w = new Waiter();
        Thread s = new Signaller();
        w.start();
        s.start();
        w.join();
        s.join();
    }
}

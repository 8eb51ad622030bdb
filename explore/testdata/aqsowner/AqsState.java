import java.util.concurrent.locks.AbstractQueuedSynchronizer;
import java.util.concurrent.locks.LockSupport;

// t sleeps, enters a monitor main holds at times, and sleeps again,
// while main unparks it (nothing waits for the permit) and takes a lock
// of its own, an AQS subclass whose isLocked asks for the owner.
// No Thread.getState anywhere: the same program as testdata/aqsstate's,
// whose isLocked calls the AQS's getState.
public class AqsState {
    static class Mutex extends AbstractQueuedSynchronizer {
        protected boolean tryAcquire(int n) {
            if (compareAndSetState(0, 1)) {
                setExclusiveOwnerThread(Thread.currentThread());
                return true;
            }
            return false;
        }

        protected boolean tryRelease(int n) {
            setExclusiveOwnerThread(null);
            setState(0);
            return true;
        }

        boolean isLocked() {
            return getExclusiveOwnerThread() != null;
        }
    }

    public static void main(String[] args) throws Exception {
        Mutex m = new Mutex();
        Object o = new Object();
        Thread t = new Thread(() -> {
            nap();
            synchronized (o) {
            }
            nap();
        });
        t.start();
        m.acquire(1);
        synchronized (o) {
            LockSupport.unpark(t);
        }
        boolean held = m.isLocked();
        m.release(1);
        LockSupport.unpark(t);
        t.join();
        if (!held) {
            throw new IllegalStateException("not locked");
        }
    }

    static void nap() {
        try {
            Thread.sleep(1);
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }
    }
}

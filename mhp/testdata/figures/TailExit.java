import java.util.concurrent.locks.ReentrantLock;

// A monitorexit followed on the ordinary way by another exit releases its
// monitor before that exit runs: after f() main holds nothing, so its y++
// races with t's (mhp's TestTailExit).
public class TailExit {
    static final Object A = new Object(), B = new Object();
    static final ReentrantLock L = new ReentrantLock();
    static int y;

    static void f() {
        synchronized (A) {
            synchronized (B) {
            }
        }
    }

    static void g() {
        L.lock();
        try {
            synchronized (A) {
            }
        } finally {
            L.unlock();
        }
    }

    // Nested: synchronized (A) { synchronized (B) {} } then y++.
    static class Nested {
        public static void main(String[] args) throws Exception {
            Thread t = new Thread(() -> {
                synchronized (A) {
                    y++;
                }
            });
            t.start();
            f();
            y++;
            t.join();
        }
    }

    // Finally: a synchronized block right before a finally's unlock.
    static class Finally {
        public static void main(String[] args) throws Exception {
            Thread t = new Thread(() -> {
                L.lock();
                try {
                    y++;
                } finally {
                    L.unlock();
                }
            });
            t.start();
            g();
            y++;
            t.join();
        }
    }
}

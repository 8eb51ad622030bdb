import java.util.concurrent.locks.LockSupport;

// connpool reduced: one connection; a client takes it (lease not busy
// yet), a reaper loop takes back any lease not busy; another client may
// then take the same connection while the first uses it.
public class ReapGap {
    static final Object pool = new Object();
    static boolean free = true;     // the connection is in the pool
    static volatile boolean busy;   // the current lease is in use
    static volatile boolean closed;
    static String owner;

    static boolean acquire() {
        synchronized (pool) {
            if (!free) {
                return false;
            }
            free = false;
            busy = false;
            return true;
        }
    }

    static void release() {
        synchronized (pool) {
            busy = false;
            free = true;
        }
    }

    static void use(String me) {
        busy = true;
        synchronized (pool) {
            if (owner != null) {
                throw new IllegalStateException(me + " uses the connection " + owner + " holds");
            }
            owner = me;
        }
        synchronized (pool) {
            owner = null;
        }
        release();
    }

    public static void main(String[] a) throws Exception {
        boolean park = a.length > 0 && a[0].equals("park");
        Thread reaper = new Thread(() -> {
            while (!closed) {
                synchronized (pool) {
                    if (!free && !busy) {
                        free = true;
                    }
                }
                if (park) {
                    LockSupport.parkNanos(20_000);
                } else {
                    Thread.yield();
                }
            }
        }, "reaper");
        reaper.setDaemon(true);
        reaper.start();
        Thread[] cs = new Thread[2];
        for (int i = 0; i < 2; i++) {
            String me = "client-" + (i + 1);
            cs[i] = new Thread(() -> {
                while (!acquire()) {
                    Thread.yield();
                }
                use(me);
            }, me);
            cs[i].start();
        }
        for (Thread t : cs) {
            t.join();
        }
        closed = true;
    }
}

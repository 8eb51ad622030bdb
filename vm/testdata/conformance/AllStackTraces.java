import java.util.Map;

// Thread.getAllStackTraces (natives Thread.getThreads and dumpThreads): the
// live threads and the frames of this program's classes in their stacks. The
// JVM's own threads (Reference Handler, Finalizer, ...) are left out: weft
// has none.
public class AllStackTraces {
    static final Object lock = new Object();
    static boolean ready, done;

    static class Waiter extends Thread {
        public void run() {
            synchronized (lock) {
                ready = true;
                lock.notifyAll();
                while (!done) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
        }
    }

    static void show(String who, StackTraceElement[] st) {
        System.out.println(who + ": " + (st == null ? "no stack" : "stack"));
        for (StackTraceElement e : st) {
            if (e.getClassName().startsWith("AllStackTraces")) {
                System.out.println("  " + e.getClassName() + "." + e.getMethodName() + " line " + e.getLineNumber() + " " + e.getFileName() + " native=" + e.isNativeMethod());
            }
        }
    }

    static Map<Thread, StackTraceElement[]> dump() {
        return Thread.getAllStackTraces();
    }

    public static void main(String[] args) throws Exception {
        Thread finished = new Thread(() -> {});
        finished.start();
        finished.join();
        Thread unstarted = new Thread(() -> {});
        Waiter w = new Waiter();
        w.start();
        synchronized (lock) {
            while (!ready) {
                lock.wait();
            }
        }
        Map<Thread, StackTraceElement[]> m = dump();
        System.out.println("main: " + m.containsKey(Thread.currentThread()));
        System.out.println("waiter: " + m.containsKey(w));
        System.out.println("finished: " + m.containsKey(finished));
        System.out.println("unstarted: " + m.containsKey(unstarted));
        StackTraceElement[] mine = m.get(Thread.currentThread());
        System.out.println("top: " + mine[0].getClassName() + "." + mine[0].getMethodName() + " native=" + mine[0].isNativeMethod());
        show("main", mine);
        show("waiter", m.get(w));
        synchronized (lock) {
            done = true;
            lock.notifyAll();
        }
        w.join();
        System.out.println("after join: " + Thread.getAllStackTraces().containsKey(w));
    }
}

// Thread.getStackTrace: of the current thread (Thread.getStackTrace itself on
// top), of another live thread (through Thread.dumpThreads; only this
// program's frames are printed, the JDK's differ in hidden frames), and of
// threads not started or ended (empty).
public class ThreadStackTraces {
    static final Object lock = new Object();
    static boolean ready, done;

    static class Waiter extends Thread {
        public void run() {
            park();
        }

        void park() {
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
        System.out.println(who + ":");
        for (StackTraceElement e : st) {
            if (e.getClassName().startsWith("ThreadStackTraces")) {
                System.out.println("  " + e.getClassName() + "." + e.getMethodName() + " " + e.getFileName() + ":" + e.getLineNumber());
            }
        }
    }

    static void inner() {
        StackTraceElement[] st = Thread.currentThread().getStackTrace();
        System.out.println("top: " + st[0].getClassName() + "." + st[0].getMethodName() + " native=" + st[0].isNativeMethod());
        show("current", st);
    }

    public static void main(String[] args) throws Exception {
        inner();
        Waiter w = new Waiter();
        System.out.println("unstarted: " + w.getStackTrace().length);
        w.start();
        synchronized (lock) {
            while (!ready) {
                lock.wait();
            }
        }
        show("waiter", w.getStackTrace());
        synchronized (lock) {
            done = true;
            lock.notifyAll();
        }
        w.join();
        System.out.println("ended: " + w.getStackTrace().length);
    }
}

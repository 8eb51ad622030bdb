// MainInitThread: the main class's static initializer starts a thread
// and joins it; the thread does not need the main class, so the
// initialization completes (the VM runs it stepwise, with the thread),
// then main runs. The initializer then throws: main never begins, its
// try block does not catch the ExceptionInInitializerError, and the
// program exits with 1.
// expect-exit: 1
public class MainInitThread {
    static class Worker implements Runnable {
        int done;

        public void run() {
            done = 7;
            System.out.println("worker ran");
        }
    }

    static int value;

    static {
        Worker w = new Worker();
        Thread t = new Thread(w);
        t.start();
        try {
            t.join();
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
        value = w.done;
        System.out.println("initializer saw " + value);
        if (value == 7) {
            throw new IllegalStateException("initializer fails");
        }
    }

    public static void main(String[] args) {
        try {
            System.out.println("main " + value);
        } catch (ExceptionInInitializerError e) {
            System.out.println("main caught " + e);
        }
    }
}

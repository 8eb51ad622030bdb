// wait(0) and join(0) wait for ever, as wait() and join() do: no timeout
// ends them, so neither is a write of <clock>, and join(0) orders the
// joined thread before what follows it. wait(1) is a timed wait.
class ZeroWaits {
    static final Object lock = new Object();
    static boolean done;
    static int x;

    static class Worker extends Thread {
        public void run() {
            x = 1;
            synchronized (lock) {
                done = true;
                lock.notifyAll();
            }
        }
    }

    static class Waiter extends Thread {
        public void run() {
            try {
                synchronized (lock) {
                    while (!done) {
                        lock.wait(0);
                    }
                    lock.wait(1);
                }
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Thread w = new Worker();
        Thread v = new Waiter();
        w.start();
        v.start();
        long t0 = System.nanoTime();
        w.join(0);
        int r = x;
        v.join();
    }
}

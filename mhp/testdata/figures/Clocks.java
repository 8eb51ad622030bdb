// The clock is a shared variable: a read of it (System.nanoTime,
// currentTimeMillis) pairs with another thread's timed wait (sleep,
// wait(ms), poll(t, unit)), whose end is time passing (<clock>); two
// timed waits make no pair (deadlines pass in their order), nor does an
// untimed wait.
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

class Clocks {
    static final Object lock = new Object();
    static final LinkedBlockingQueue<String> q = new LinkedBlockingQueue<>();

    static class Sleeper extends Thread {
        public void run() {
            try {
                Thread.sleep(5);
                q.poll(1, TimeUnit.MILLISECONDS);
                synchronized (lock) {
                    lock.wait();
                }
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Thread s = new Sleeper();
        s.start();
        long t0 = System.nanoTime();
        Thread.sleep(1);
        long t1 = System.currentTimeMillis();
        s.join();
    }
}

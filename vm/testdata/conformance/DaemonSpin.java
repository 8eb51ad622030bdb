// DaemonSpin: the program ends when its last non-daemon thread ends, even
// while a daemon thread is still runnable (spinning with Thread.yield) or
// loops on timed waits forever (as java.util.Timer's Cleaner thread does).
public class DaemonSpin {
    static volatile long spins;

    public static void main(String[] args) throws InterruptedException {
        Thread spinner = new Thread(() -> {
            while (true) {
                spins++;
                Thread.yield();
            }
        }, "spinner");
        spinner.setDaemon(true);
        final Object lock = new Object();
        Thread ticker = new Thread(() -> {
            synchronized (lock) {
                while (true) {
                    try {
                        lock.wait(10);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
        }, "ticker");
        ticker.setDaemon(true);
        spinner.start();
        ticker.start();
        java.util.Timer timer = new java.util.Timer("timer", true);
        final java.util.concurrent.CountDownLatch fired = new java.util.concurrent.CountDownLatch(1);
        timer.schedule(new java.util.TimerTask() {
            public void run() {
                fired.countDown();
            }
        }, 5);
        fired.await();
        Thread worker = new Thread(() -> System.out.println("worker done"), "worker");
        worker.start();
        worker.join();
        System.out.println("main returns, daemons alive: " + spinner.isAlive() + " " + ticker.isAlive());
    }
}

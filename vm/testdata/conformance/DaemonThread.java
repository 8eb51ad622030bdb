// DaemonThread: daemon threads that never finish (one blocked in wait() forever, one in
// a long sleep) do not keep the VM alive; main prints and returns, exit status 0.
public class DaemonThread {
    static final Object never = new Object();
    public static void main(String[] args) throws InterruptedException {
        Thread waiter = new Thread(() -> {
            synchronized (never) {
                while (true) {
                    try { never.wait(); } catch (InterruptedException e) { return; }
                }
            }
        }, "daemon-waiter");
        waiter.setDaemon(true);
        Thread sleeper = new Thread(() -> {
            try { Thread.sleep(3_600_000L); } catch (InterruptedException e) { }
        }, "daemon-sleeper");
        sleeper.setDaemon(true);
        final int[] done = new int[1];
        Thread worker = new Thread(() -> { for (int i = 1; i <= 100; i++) done[0] += i; }, "normal-worker");
        waiter.start();
        sleeper.start();
        worker.start();
        worker.join();
        System.out.println("daemon flags: " + waiter.isDaemon() + " " + sleeper.isDaemon() + " worker " + worker.isDaemon());
        System.out.println("worker result " + done[0]);
        try { waiter.setDaemon(false); } catch (IllegalThreadStateException e) { System.out.println("setDaemon after start: IllegalThreadStateException"); }
        System.out.println("main returns while daemons are still alive: " + waiter.isAlive() + " " + sleeper.isAlive());
    }
}

// WaitNotify: a ping-pong between two threads using wait/notifyAll on a shared monitor
// and a turn variable (guarded waits in loops), so the printed order is fixed; then a
// one-shot handshake where main waits for a worker's "ready" signal.
public class WaitNotify {
    static final Object lock = new Object();
    static int turn = 0;
    static boolean ready;
    static String payload;
    static void player(String name, int me, int rounds) {
        for (int i = 0; i < rounds; i++) {
            synchronized (lock) {
                while (turn != me) {
                    try { lock.wait(); } catch (InterruptedException e) { return; }
                }
                System.out.println(name + " " + i);
                turn = 1 - me;
                lock.notifyAll();
            }
        }
    }
    public static void main(String[] args) throws InterruptedException {
        Thread ping = new Thread(() -> player("ping", 0, 5));
        Thread pong = new Thread(() -> player("pong", 1, 5));
        pong.start();
        ping.start();
        ping.join();
        pong.join();
        System.out.println("ping-pong done, turn=" + turn);
        Thread worker = new Thread(() -> {
            String computed = "computed-" + (6 * 7);
            synchronized (lock) {
                payload = computed;
                ready = true;
                lock.notify();
            }
        });
        synchronized (lock) {
            worker.start();
            while (!ready) lock.wait();
            System.out.println("handshake received " + payload);
        }
        worker.join();
        try { lock.notify(); } catch (IllegalMonitorStateException e) { System.out.println("notify without monitor: IllegalMonitorStateException"); }
        try { lock.wait(); } catch (IllegalMonitorStateException e) { System.out.println("wait without monitor: IllegalMonitorStateException"); }
    }
}

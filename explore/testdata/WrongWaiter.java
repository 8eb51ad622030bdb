// Two kinds of threads wait on one monitor: the client for its reply and
// the watchdog, which the client starts while it holds the monitor, for
// close. The server delivers the reply with notify: when it wakes the
// watchdog, not the longest-waiting client, the watchdog waits again and
// the client is never woken (main deadlocks joining it). Waking the
// longest waiter never shows it: the watchdog can wait only after the
// client has. With the argument "all" the server uses notifyAll.
public class WrongWaiter {
    static final Object box = new Object();
    static String reply;
    static boolean closed, all;

    public static void main(String[] args) throws Exception {
        all = args.length > 0 && args[0].equals("all");
        Thread client = new Thread(() -> {
            synchronized (box) {
                new Thread(WrongWaiter::watch).start();
                while (reply == null) {
                    await();
                }
            }
        });
        Thread server = new Thread(() -> {
            synchronized (box) {
                reply = "pong";
                if (all) {
                    box.notifyAll();
                } else {
                    box.notify();
                }
            }
        });
        client.start();
        server.start();
        client.join();
        server.join();
        synchronized (box) {
            closed = true;
            box.notifyAll();
        }
    }

    static void watch() {
        synchronized (box) {
            while (!closed) {
                await();
            }
        }
    }

    static void await() {
        try {
            box.wait();
        } catch (InterruptedException e) {
        }
    }
}

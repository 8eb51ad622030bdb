// The client and the watchdog it starts wait on one monitor. The server
// notifies once and then, unless its input is above 5, notifies all: the
// client is left waiting (main deadlocks joining it) only when the notify
// woke the watchdog, the later waiter, and the input is above 5. The
// notify's choice and the input's branch are in the same step of the
// server, the choice first.
public class WakeInput {
    static final Object box = new Object();
    static String reply;
    static boolean closed;

    static int input() {
        return 0;
    }

    public static void main(String[] args) throws Exception {
        Thread client = new Thread(() -> {
            synchronized (box) {
                new Thread(WakeInput::watch).start();
                while (reply == null) {
                    await();
                }
            }
        });
        Thread server = new Thread(() -> {
            synchronized (box) {
                reply = "pong";
                box.notify();
                if (input() <= 5) {
                    box.notifyAll();
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

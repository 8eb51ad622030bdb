/*
 * replybox: notify() where two kinds of threads wait on one monitor.
 *
 * A client sends a request and waits in its ReplyBox for the reply. The
 * first time it takes the box's lock it also starts the box's watchdog,
 * a thread that waits on the same monitor until the box is closed. The
 * server thread delivers the reply with notify() instead of notifyAll().
 * JLS 17.2.2 lets notify wake any thread of the wait set: if it wakes the
 * watchdog, the watchdog sees the box still open and waits again, the
 * wake-up meant for the client is lost, and the client waits forever.
 *
 * Waking the longest-waiting thread never shows the bug: the watchdog
 * can only enter the monitor once the client has released it, which the
 * client does only by waiting (it is then first in the wait set) or by
 * returning with the reply already there. So the failing schedule needs
 * the notify to choose the waiter that waited last:
 *
 *   client:   takes the lock, starts the watchdog, wait() (no reply yet)
 *   watchdog: takes the lock, wait() (box still open)
 *   server:   reply = "pong"; notify() wakes the watchdog, not the client
 *   watchdog: box still open: wait() again
 *   main:     client.join() never returns: deadlock at Main.java:94
 *             (client waiting at Main.java:51, watchdog at Main.java:59)
 *
 * HotSpot's wait set is close to first-in first-out, so java -jar
 * replybox.jar has not shown it here (OpenJDK 17: "reply pong" in 300
 * of 300 runs); a JVM that wakes another waiter, as the JLS allows, hangs
 * it, and so does a spurious wake-up of the client (it waits again,
 * behind the watchdog) before the server's notify. "fixed" (java -jar
 * replybox.jar fixed) delivers with notifyAll.
 */
package replybox;

public class Main {
    static final class ReplyBox {
        private final boolean fixed;
        private String reply;
        private boolean closed;
        private Thread watchdog;

        ReplyBox(boolean fixed) {
            this.fixed = fixed;
        }

        synchronized String await() throws InterruptedException {
            if (watchdog == null) {
                watchdog = new Thread(() -> watch(), "watchdog");
                watchdog.start(); // it enters once this thread waits or returns
            }
            while (reply == null) {
                wait();
            }
            return reply;
        }

        synchronized void watch() {
            try {
                while (!closed) {
                    wait();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }

        synchronized void deliver(String r) {
            reply = r;
            if (fixed) {
                notifyAll();
            } else {
                notify(); // may wake the watchdog instead of the client
            }
        }

        synchronized void close() {
            closed = true;
            notifyAll();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        ReplyBox box = new ReplyBox(args.length > 0 && args[0].equals("fixed"));
        String[] got = new String[1];
        Thread client = new Thread(() -> {
            try {
                got[0] = box.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "client");
        Thread server = new Thread(() -> box.deliver("pong"), "server");
        client.start();
        server.start();
        client.join();
        server.join();
        box.close();
        box.watchdog.join();
        System.out.println("reply " + got[0]);
    }
}

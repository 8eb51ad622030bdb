/*
 * semaphorepool: a Semaphore bounds the clients, but the pool behind it
 * is an unsynchronized ArrayDeque.
 *
 * A pool of two connections is guarded by new Semaphore(2): at most two
 * clients hold a connection. The semaphore lets both clients in at once,
 * and both then poll the same java.util.ArrayDeque, which is not
 * thread-safe. A Connection marks its user and throws when a second
 * client opens it while it is in use.
 *
 * Failing schedule: client-1 and client-2 acquire permits; client-1's
 * pollFirst reads the head element; client-2's pollFirst reads the same
 * element before client-1 clears the slot; both open connection 0:
 * "IllegalStateException: connection 0 opened by client-2 while client-1
 * uses it" in client-2 (what weft's vsched finds). Another schedule:
 * client-2 reads the head index, client-1 clears the slot and moves it,
 * client-2 reads the cleared slot: pollFirst returns null and client-2
 * throws a NullPointerException (what dpor finds first).
 *
 * Compiled with --release 8. java -jar semaphorepool.jar 50000 (uses per
 * client) prints one of the two exceptions on most runs (the exit status
 * stays 0: only a client dies); "fixed" polls under synchronized (pool).
 */
package semaphorepool;

import java.util.ArrayDeque;
import java.util.concurrent.Semaphore;

public class Main {
    static final class Connection {
        final int id;
        String user;

        Connection(int id) {
            this.id = id;
        }

        synchronized void open(String who) {
            if (user != null) {
                throw new IllegalStateException("connection " + id + " opened by " + who + " while " + user + " uses it");
            }
            user = who;
        }

        synchronized void close() {
            user = null;
        }
    }

    static final ArrayDeque<Connection> pool = new ArrayDeque<>();
    static final Semaphore permits = new Semaphore(2);
    static boolean fixed;

    static Connection take() {
        if (fixed) {
            synchronized (pool) {
                return pool.pollFirst();
            }
        }
        return pool.pollFirst();
    }

    static void give(Connection c) {
        synchronized (pool) {
            pool.addLast(c);
        }
    }

    static void client(int uses) {
        String me = Thread.currentThread().getName();
        for (int i = 0; i < uses; i++) {
            permits.acquireUninterruptibly();
            try {
                Connection c = take();
                c.open(me);
                c.close();
                give(c);
            } finally {
                permits.release();
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        final int uses = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        fixed = args.length > 1 && args[1].equals("fixed");
        pool.add(new Connection(0));
        pool.add(new Connection(1));
        Thread a = new Thread(() -> client(uses), "client-1");
        Thread b = new Thread(() -> client(uses), "client-2");
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("pool has " + pool.size() + " connections");
    }
}

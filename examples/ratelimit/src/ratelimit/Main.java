/*
 * ratelimit: at most one call at a time to a backend, enforced by a
 * Semaphore(1), whose permit is released in a finally block even when
 * tryAcquire failed.
 *
 * A caller that finds the backend busy gives up, but its finally block
 * still releases a permit it never took: the semaphore now has a permit
 * too many, and two callers are inside the backend at once.
 *
 * Failing schedule: caller-1 acquires and enters; caller-2's tryAcquire
 * fails, it releases anyway (permits 1); caller-3 acquires and enters
 * while caller-1 is still inside: IllegalStateException in the backend.
 *
 * Compiled with --release 11 (var). "fixed" releases only what it took.
 */
package ratelimit;

import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicInteger;

public class Main {
    static final Semaphore permits = new Semaphore(1);
    static final AtomicInteger inside = new AtomicInteger();
    static int served;
    static int refused;
    static boolean fixed;

    static void backend(String who) {
        var now = inside.incrementAndGet();
        if (now > 1) {
            throw new IllegalStateException(now + " callers inside the backend, " + who + " among them");
        }
        served++;
        inside.decrementAndGet();
    }

    static void call(String who) {
        var got = false;
        try {
            got = permits.tryAcquire();
            if (!got) {
                synchronized (Main.class) {
                    refused++;
                }
                return;
            }
            backend(who);
        } finally {
            if (got || !fixed) {
                permits.release();
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        var n = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        fixed = args.length > 1 && args[1].equals("fixed");
        var callers = new Thread[3];
        for (var c = 0; c < callers.length; c++) {
            var name = "caller-" + (c + 1);
            callers[c] = new Thread(() -> {
                for (var i = 0; i < n; i++) {
                    call(name);
                }
            }, name);
            callers[c].start();
        }
        for (var t : callers) {
            t.join();
        }
        System.out.println(served + " served, " + refused + " refused, " + permits.availablePermits() + " permits");
    }
}

package sessions;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Two request threads log users in and out and touch their sessions; a
 * sweeper thread expires idle sessions by iterating the registry. Usage:
 * Main [requests per thread] [fixed]
 *
 * The bug (Registry.expire): the registry is a Collections.synchronizedMap,
 * whose get, put and remove each hold the map's lock, but the sweeper
 * iterates its entrySet without holding it, as the javadoc requires. A
 * request thread's login (put) or logout (remove) between two steps of the
 * iteration makes the sweeper's next() throw ConcurrentModificationException;
 * the uncaught-exception handler records it and main reports it. The fix:
 * iterate inside synchronized (sessions).
 */
public final class Main {
    public static void main(String[] args) throws InterruptedException {
        final int n = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        boolean fixed = args.length > 1 && args[1].equals("fixed");
        final Registry registry = new Registry(fixed);
        final AtomicLong clock = new AtomicLong();
        final AtomicInteger expired = new AtomicInteger();
        final AtomicInteger logLines = new AtomicInteger();
        final Throwable[] failure = new Throwable[1];
        final int users = 3;
        for (int u = 0; u < users; u++) {
            registry.login("s" + u, "user" + u, clock.get());
        }

        class Requests extends Thread {
            final int first;

            Requests(int first) {
                super("http-" + first);
                this.first = first;
            }

            @Override
            public void run() {
                for (int i = 0; i < n; i++) {
                    long now = clock.incrementAndGet();
                    String id = "t" + first + "-" + i;
                    Session s = registry.login(id, "guest" + first, now);
                    RequestLog.line(id, s.user, "/cart", now);
                    Session old = registry.find("s" + ((first + i) % users));
                    if (old != null) {
                        old.touch(now);
                        RequestLog.line(old.id, old.user, "/home", now);
                    }
                    if (i % 2 == 1) registry.logout(id);
                }
                logLines.addAndGet(RequestLog.linesOfThisThread());
            }
        }

        Thread sweeper = new Thread(new Runnable() {
            public void run() {
                for (int round = 0; round < n; round++) {
                    long cutoff = clock.get() - 2;
                    List<Session> gone = registry.expire(cutoff);
                    expired.addAndGet(gone.size());
                    Thread.yield();
                }
            }
        }, "sweeper");
        Thread.UncaughtExceptionHandler h = new Thread.UncaughtExceptionHandler() {
            public void uncaughtException(Thread t, Throwable e) {
                synchronized (failure) {
                    if (failure[0] == null) failure[0] = e;
                }
            }
        };
        Thread a = new Requests(1);
        Thread b = new Requests(2);
        for (Thread t : new Thread[] {a, b, sweeper}) {
            t.setUncaughtExceptionHandler(h);
            t.start();
        }
        for (Thread t : new Thread[] {a, b, sweeper}) t.join();
        if (failure[0] != null) {
            throw new IllegalStateException("a thread failed: " + failure[0], failure[0]);
        }
        System.out.println(String.format("%d sessions left, %d expired, %d log lines",
                registry.size(), expired.get(), logLines.get()));
    }
}

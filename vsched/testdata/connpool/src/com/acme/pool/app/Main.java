package com.acme.pool.app;

import com.acme.pool.api.PoolException;
import com.acme.pool.impl.LeasingPool;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * A report service: two client threads query orders through a pool of
 * one connection (a client that finds none free retries after a yield);
 * the pool's reaper takes back leases idle for 0 ns (an aggressive
 * setting for the demo: any lease not busy).
 *
 * Usage: Main [queries-per-client] [fixed]
 *
 * The bug (racy variant): client-1 acquires db-1's lease; before it calls
 * connection() (busy = true) the reaper takes db-1 back; client-2 acquires
 * db-1 and begins; client-1 begins on db-1 too:
 * IllegalStateException("connection db-1 used by client-1 while client-2 holds it")
 * in client-1 (FakeConnection.begin, from Repository.ordersOf).
 * java -ea -jar connpool.jar 100000 shows it in most runs.
 */
public class Main {
    public static void main(String[] args) throws Exception {
        int queries = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        boolean fixed = args.length > 1 && args[1].equals("fixed");
        var failures = new ConcurrentLinkedQueue<Throwable>();
        try (var pool = new LeasingPool(1, 0, System::nanoTime, fixed)) {
            List<Thread> clients = new ArrayList<>();
            for (int c = 1; c <= 2; c++) {
                String name = "client-" + c;
                var repo = new Repository(pool, name);
                Thread t = new Thread(() -> {
                    int rows = 0, busy = 0;
                    for (int q = 0; q < queries; ) {
                        try {
                            rows += repo.ordersOf(q % 10).size();
                            q++;
                        } catch (PoolException e) {
                            busy++;
                            Thread.yield();
                        }
                    }
                    if (queries < 10) {
                        System.out.printf("%s: %d rows, %d times no connection free%n", name, rows, busy);
                    }
                }, name);
                t.setUncaughtExceptionHandler((th, e) -> {
                    failures.add(e);
                    System.out.println(th.getName() + " failed: " + e);
                });
                clients.add(t);
                t.start();
            }
            for (Thread t : clients) {
                t.join();
            }
            System.out.printf("done: %d leases reaped, %d connections idle%n", pool.reaped(), pool.idleCount());
        }
        if (!failures.isEmpty()) {
            throw new IllegalStateException(failures.size() + " clients failed, first: " + failures.peek(), failures.peek());
        }
    }
}

package com.acme.pool.impl;

import com.acme.pool.api.Connection;
import com.acme.pool.api.Lease;
import com.acme.pool.api.PoolException;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.locks.LockSupport;
import java.util.function.LongSupplier;

/**
 * A connection pool that lends connections as leases. A reaper thread
 * takes back connections whose lease has not been used for longer than
 * idleNanos (a client that forgot to close its lease), unless the lease
 * is busy.
 *
 * The racy variant creates the lease under the pool's lock but marks it
 * busy afterwards, when the client starts using it: a reaper pass in
 * between sees an idle, not busy lease and returns its connection to the
 * pool, where another client gets it. The fixed variant creates the
 * lease busy.
 */
public final class LeasingPool implements AutoCloseable {
    static final long REAP_PERIOD_NANOS = 20_000;

    private final Deque<Connection> idle = new ArrayDeque<>();
    private final Set<PooledLease> leases = new HashSet<>();
    private final LongSupplier clock;
    private final long idleNanos;
    private final boolean fixed;
    private final Thread reaper;
    private volatile boolean closed;
    private int reaped;

    public LeasingPool(int size, long idleNanos, LongSupplier clock, boolean fixed) {
        for (int i = 1; i <= size; i++) {
            idle.add(new FakeConnection("db-" + i));
        }
        this.idleNanos = idleNanos;
        this.clock = clock;
        this.fixed = fixed;
        this.reaper = new Thread(this::reapLoop, "pool-reaper");
        this.reaper.setDaemon(true);
        this.reaper.start();
    }

    public Lease acquire() {
        synchronized (this) {
            if (closed) {
                throw new PoolException("pool closed");
            }
            Connection c = idle.poll();
            if (c == null) {
                throw new PoolException("no connection free (%d leased)".formatted(leases.size()));
            }
            PooledLease l = new PooledLease(c, clock.getAsLong());
            l.busy = fixed;
            leases.add(l);
            return l;
        }
    }

    private synchronized void giveBack(PooledLease l) {
        if (leases.remove(l)) {
            idle.push(l.conn);
        }
    }

    /** One reaper pass: takes back every idle lease that is not busy. */
    synchronized int reap() {
        long now = clock.getAsLong();
        List<PooledLease> stale = new ArrayList<>();
        for (PooledLease l : leases) {
            if (!l.busy && now - l.lastUsed >= idleNanos) {
                stale.add(l);
            }
        }
        for (PooledLease l : stale) {
            leases.remove(l);
            idle.push(l.conn);
            reaped++;
        }
        return stale.size();
    }

    private void reapLoop() {
        while (!closed) {
            int n = reap();
            if (n > 0) {
                System.out.printf("[pool-reaper] reclaimed %d idle lease(s)%n", n);
            }
            LockSupport.parkNanos(REAP_PERIOD_NANOS);
        }
    }

    public synchronized int reaped() {
        return reaped;
    }

    public synchronized int idleCount() {
        return idle.size();
    }

    @Override
    public void close() throws InterruptedException {
        closed = true;
        reaper.join();
    }

    /** A lease: busy while its client works with it. */
    private final class PooledLease implements Lease {
        final Connection conn;
        volatile long lastUsed;
        volatile boolean busy;

        PooledLease(Connection conn, long now) {
            this.conn = conn;
            this.lastUsed = now;
        }

        @Override
        public Connection connection() {
            busy = true;
            lastUsed = clock.getAsLong();
            return conn;
        }

        @Override
        public void close() {
            lastUsed = clock.getAsLong();
            busy = false;
            giveBack(this);
        }
    }
}

package com.acme.ep;

import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.locks.StampedLock;

/**
 * The process-wide service directory, an enum singleton. The current
 * endpoint is three fields guarded by a StampedLock; readers use an
 * optimistic read and fall back to the read lock when a failover wrote
 * meanwhile.
 */
public enum Directory {
    INSTANCE;

    private final StampedLock lock = new StampedLock();
    private String host = "replica-0";
    private int port = 8000;
    private Duration timeout = Duration.ofMillis(250);
    private volatile boolean fixed;
    private long failovers;

    void useFixedReads(boolean f) {
        fixed = f;
    }

    /** Fails over to replica k. */
    void failover(int k) {
        long stamp = lock.writeLock();
        try {
            host = String.format("replica-%d", k);
            port = 8000 + Integer.parseInt(host.substring(host.indexOf('-') + 1));
            timeout = timeout.plusMillis(10);
            failovers++;
        } finally {
            lock.unlockWrite(stamp);
        }
    }

    Endpoint current() {
        long stamp = lock.tryOptimisticRead();
        if (!fixed) {
            // the bug: validates before reading, so a failover between the
            // two field reads goes unnoticed
            if (stamp != 0 && lock.validate(stamp)) {
                return new Endpoint(host, port, timeout);
            }
        } else {
            String h = host;
            int p = port;
            Duration t = timeout;
            if (lock.validate(stamp)) return new Endpoint(h, p, t);
        }
        stamp = lock.readLock();
        try {
            return new Endpoint(host, port, timeout);
        } finally {
            lock.unlockRead(stamp);
        }
    }

    Optional<Endpoint> ifReplica(int k) {
        Endpoint e = current();
        return e.port() == 8000 + k ? Optional.of(e) : Optional.empty();
    }

    long failovers() {
        long stamp = lock.readLock();
        try {
            return failovers;
        } finally {
            lock.unlockRead(stamp);
        }
    }
}

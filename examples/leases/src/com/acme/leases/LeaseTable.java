package com.acme.leases;

import java.util.Iterator;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Leases on storage keys in a ConcurrentHashMap, with the bytes they hold
 * kept in a running total. Clients acquire (compute: the total is
 * adjusted inside the remapping function, which the map runs once per
 * call under the key's bin lock) and release; a reaper walks the map's
 * entry view and drops the leases that expired.
 */
final class LeaseTable {
    private final ConcurrentHashMap<String, Lease> leases = new ConcurrentHashMap<String, Lease>();
    private final ConcurrentHashMap<String, Long> perOwner = new ConcurrentHashMap<String, Long>();
    private final AtomicLong held = new AtomicLong();
    private final AtomicLong clock = new AtomicLong();
    private final boolean fixed;

    LeaseTable(boolean fixed) {
        this.fixed = fixed;
    }

    long tick() {
        return clock.incrementAndGet();
    }

    long now() {
        return clock.get();
    }

    /** Takes or renews the lease on key; fails if another owner holds a live one. */
    Lease acquire(final String key, final String owner, final long bytes, final long ttl) {
        final long now = now();
        return leases.compute(key, (k, old) -> {
            if (old != null && !old.expired(now) && !old.owner.equals(owner)) {
                throw new IllegalStateException(key + " is leased by " + old.owner);
            }
            if (old != null) {
                held.addAndGet(-old.bytes);
                perOwner.merge(old.owner, -old.bytes, Long::sum);
            }
            held.addAndGet(bytes);
            perOwner.merge(owner, bytes, Long::sum);
            return new Lease(k, owner, bytes, now + ttl);
        });
    }

    /** Gives a lease back. */
    boolean release(String key) {
        Lease l = leases.get(key);
        if (l == null) {
            return false;
        }
        if (fixed) {
            if (!leases.remove(key, l)) {
                return false;
            }
        } else {
            leases.remove(key);
        }
        held.addAndGet(-l.bytes);
        perOwner.merge(l.owner, -l.bytes, Long::sum);
        return true;
    }

    /** Drops every expired lease; returns how many it dropped. */
    int reap() {
        long now = now();
        int dropped = 0;
        for (Iterator<Map.Entry<String, Lease>> it = leases.entrySet().iterator(); it.hasNext();) {
            Map.Entry<String, Lease> e = it.next();
            Lease l = e.getValue();
            if (!l.expired(now)) {
                continue;
            }
            if (fixed) {
                if (!leases.remove(e.getKey(), l)) {
                    continue;
                }
            } else {
                it.remove();
            }
            held.addAndGet(-l.bytes);
            perOwner.merge(l.owner, -l.bytes, Long::sum);
            dropped++;
        }
        return dropped;
    }

    long held() {
        return held.get();
    }

    /** The bytes of the leases in the map, counted one by one. */
    long counted() {
        long sum = 0;
        for (Lease l : leases.values()) {
            sum += l.bytes;
        }
        return sum;
    }

    Map<String, Long> perOwner() {
        return perOwner;
    }

    int size() {
        return leases.size();
    }
}

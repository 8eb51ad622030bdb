package com.acme.leases;

/** A lease on a storage key: who holds it, how many bytes, until which tick. */
final class Lease {
    final String key;
    final String owner;
    final long bytes;
    final long until;

    Lease(String key, String owner, long bytes, long until) {
        if (bytes <= 0) {
            throw new IllegalArgumentException("lease of " + key + " for " + bytes + " bytes");
        }
        this.key = key;
        this.owner = owner;
        this.bytes = bytes;
        this.until = until;
    }

    boolean expired(long now) {
        return now >= until;
    }

    Lease renew(long now, long ttl) {
        return new Lease(key, owner, bytes, now + ttl);
    }

    @Override
    public String toString() {
        return key + "(" + owner + ", " + bytes + " B, until " + until + ")";
    }
}

package com.acme.cache;

import java.util.concurrent.atomic.AtomicLong;

/** Hit, miss, load and eviction counters of a cache. */
public final class CacheStats {
    private final AtomicLong hits = new AtomicLong();
    private final AtomicLong misses = new AtomicLong();
    private final AtomicLong loads = new AtomicLong();
    private final AtomicLong evictions = new AtomicLong();

    public void recordHit() { hits.incrementAndGet(); }
    public void recordMiss() { misses.incrementAndGet(); }
    public void recordLoad() { loads.incrementAndGet(); }
    public void recordEviction() { evictions.incrementAndGet(); }

    public long hits() { return hits.get(); }
    public long misses() { return misses.get(); }
    public long loads() { return loads.get(); }
    public long evictions() { return evictions.get(); }

    public double hitRate() {
        long h = hits(), m = misses();
        return h + m == 0 ? 1.0 : (double) h / (h + m);
    }

    @Override
    public String toString() {
        return String.format("hits=%d misses=%d loads=%d evictions=%d hitRate=%.2f",
                hits(), misses(), loads(), evictions(), hitRate());
    }
}

package com.acme.cache;

/**
 * A bounded cache that loads missing values through a {@link CacheLoader}
 * and tells an {@link EvictionListener} about every value it drops.
 */
public interface Cache<K, V> {
    /** The cached value for key, loaded through the loader on a miss. */
    V get(K key) throws CacheException;

    /** The number of cached entries. */
    int size();

    /** Drops every entry, telling the listener (cause EXPLICIT). */
    void invalidateAll();

    /** Counters since the cache was built. */
    CacheStats stats();
}

package com.acme.cache;

/** Told about every value a cache drops. */
public interface EvictionListener<K, V> {
    enum Cause { SIZE, EXPLICIT, REPLACED }

    void onEviction(K key, V value, Cause cause);
}

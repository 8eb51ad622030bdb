package com.acme.cache;

/** Computes a value the cache does not hold. */
public interface CacheLoader<K, V> {
    V load(K key) throws Exception;
}

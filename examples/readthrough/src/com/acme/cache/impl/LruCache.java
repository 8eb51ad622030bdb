package com.acme.cache.impl;

import com.acme.cache.Cache;
import com.acme.cache.CacheException;
import com.acme.cache.CacheLoader;
import com.acme.cache.CacheStats;
import com.acme.cache.EvictionListener;
import com.acme.cache.EvictionListener.Cause;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A least-recently-used read-through cache on an access-ordered
 * LinkedHashMap.
 *
 * The loader runs outside the lock so that a slow load does not block
 * hits on other keys. In the racy variant two threads that miss the same
 * key both load it and both put their value: the second put replaces the
 * first value without telling the listener, so the first value is never
 * released (the "leak"). The fixed variant keeps the first value and
 * hands the loser's value to the listener as REPLACED.
 */
public class LruCache<K, V> implements Cache<K, V> {
    private final Object lock = new Object();
    private final int capacity;
    private final CacheLoader<K, V> loader;
    private final EvictionListener<K, V> listener;
    private final CacheStats stats = new CacheStats();
    private final boolean fixed;
    private final Map<K, V> map;

    public LruCache(int capacity, CacheLoader<K, V> loader, EvictionListener<K, V> listener, boolean fixed) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be positive: " + capacity);
        }
        this.capacity = capacity;
        this.loader = loader;
        this.listener = listener;
        this.fixed = fixed;
        this.map = new LinkedHashMap<K, V>(16, 0.75f, true);
    }

    @Override
    public V get(K key) throws CacheException {
        V v;
        synchronized (lock) {
            v = map.get(key);
        }
        if (v != null) {
            stats.recordHit();
            return v;
        }
        stats.recordMiss();
        V loaded;
        try {
            loaded = loader.load(key);
            stats.recordLoad();
        } catch (Exception e) {
            throw new CacheException("loading " + key + " failed", e);
        }
        List<Map.Entry<K, V>> dropped = new ArrayList<Map.Entry<K, V>>();
        V result = loaded;
        synchronized (lock) {
            if (fixed) {
                V present = map.get(key);
                if (present != null) {
                    // another thread loaded it first: keep that one
                    dropped.add(new Entry<K, V>(key, loaded, Cause.REPLACED));
                    result = present;
                } else {
                    map.put(key, loaded);
                }
            } else {
                map.put(key, loaded);
            }
            evictOverflow(dropped);
        }
        notifyAll(dropped);
        return result;
    }

    private void evictOverflow(List<Map.Entry<K, V>> dropped) {
        Iterator<Map.Entry<K, V>> it = map.entrySet().iterator();
        while (map.size() > capacity && it.hasNext()) {
            Map.Entry<K, V> eldest = it.next();
            dropped.add(new Entry<K, V>(eldest.getKey(), eldest.getValue(), Cause.SIZE));
            it.remove();
        }
    }

    private void notifyAll(List<Map.Entry<K, V>> dropped) {
        for (Map.Entry<K, V> e : dropped) {
            Cause cause = e instanceof Entry ? ((Entry<K, V>) e).cause : Cause.SIZE;
            if (cause != Cause.REPLACED) {
                stats.recordEviction();
            }
            listener.onEviction(e.getKey(), e.getValue(), cause);
        }
    }

    @Override
    public int size() {
        synchronized (lock) {
            return map.size();
        }
    }

    @Override
    public void invalidateAll() {
        List<Map.Entry<K, V>> dropped = new ArrayList<Map.Entry<K, V>>();
        synchronized (lock) {
            for (Map.Entry<K, V> e : map.entrySet()) {
                dropped.add(new Entry<K, V>(e.getKey(), e.getValue(), Cause.EXPLICIT));
            }
            map.clear();
        }
        notifyAll(dropped);
    }

    @Override
    public CacheStats stats() {
        return stats;
    }

    /** A dropped entry and why it was dropped. */
    private static final class Entry<K, V> implements Map.Entry<K, V> {
        final K key;
        final V value;
        final Cause cause;

        Entry(K key, V value, Cause cause) {
            this.key = key;
            this.value = value;
            this.cause = cause;
        }

        public K getKey() { return key; }
        public V getValue() { return value; }
        public V setValue(V v) { throw new UnsupportedOperationException(); }
    }
}

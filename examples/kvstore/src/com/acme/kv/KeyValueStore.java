package com.acme.kv;

import java.util.SortedMap;

/** A string key-value store. */
public interface KeyValueStore {
    void put(String key, String value);

    /** The value of key, or null. */
    String get(String key);

    /** Removes key; true if it was there. */
    boolean delete(String key);

    /** A consistent copy of every entry, sorted by key. */
    SortedMap<String, String> dump();
}

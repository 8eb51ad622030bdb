package com.acme.kv;

import java.util.Collections;
import java.util.SortedMap;
import java.util.TreeMap;

/** The store's entries at one point of its log: the log offset it covers. */
public final class Snapshot {
    private final SortedMap<String, String> entries;
    private final int logOffset;
    private final long takenAt;

    public Snapshot(SortedMap<String, String> entries, int logOffset) {
        this.entries = Collections.unmodifiableSortedMap(new TreeMap<String, String>(entries));
        this.logOffset = logOffset;
        this.takenAt = System.nanoTime();
    }

    public SortedMap<String, String> entries() { return entries; }
    public int logOffset() { return logOffset; }
    public long takenAt() { return takenAt; }

    @Override
    public String toString() {
        return String.format("Snapshot{%d entries up to log offset %d}", entries.size(), logOffset);
    }
}

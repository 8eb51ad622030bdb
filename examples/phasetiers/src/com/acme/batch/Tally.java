package com.acme.batch;

import java.util.Map;
import java.util.TreeMap;

/** Rows processed per worker, written by the workers, read by main. */
final class Tally {
    private final Map<String, Integer> rows = new TreeMap<String, Integer>();

    synchronized void add(String worker, int n) {
        Integer old = rows.get(worker);
        rows.put(worker, old == null ? n : old + n);
    }

    synchronized int total() {
        int t = 0;
        for (int n : rows.values()) {
            t += n;
        }
        return t;
    }

    @Override
    public synchronized String toString() {
        return rows.toString();
    }
}

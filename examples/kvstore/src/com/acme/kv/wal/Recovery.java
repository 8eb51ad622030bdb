package com.acme.kv.wal;

import com.acme.kv.Snapshot;

import java.util.SortedMap;
import java.util.TreeMap;

/** Rebuilds a store's entries from a snapshot and the log written after it. */
public final class Recovery {
    private Recovery() {
    }

    public static SortedMap<String, String> recover(Snapshot snap, WriteAheadLog log) {
        SortedMap<String, String> m = new TreeMap<String, String>(snap.entries());
        int n = 0;
        for (String[] rec : log.since(snap.logOffset())) {
            switch (WriteAheadLog.Op.valueOf(rec[0])) {
                case PUT:
                    m.put(rec[1], rec[2]);
                    break;
                case DEL:
                    m.remove(rec[1]);
                    break;
                default:
                    throw new IllegalStateException("unknown record " + rec[0]);
            }
            n++;
        }
        return m;
    }
}

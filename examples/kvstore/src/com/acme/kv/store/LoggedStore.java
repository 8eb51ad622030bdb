package com.acme.kv.store;

import com.acme.kv.KeyValueStore;
import com.acme.kv.Snapshot;
import com.acme.kv.wal.WriteAheadLog;
import com.acme.kv.wal.WriteAheadLog.Op;

import java.util.HashMap;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * A HashMap store that writes every change to a write-ahead log first.
 *
 * The racy variant appends to the log (the log's own lock) and then
 * applies the change (the store's lock) in two steps: two writers of one
 * key may log in one order and apply in the other, so the log no longer
 * replays to the store. The fixed variant logs and applies under the
 * store's lock, and snapshots under it too.
 */
public class LoggedStore implements KeyValueStore {
    private final Map<String, String> map = new HashMap<String, String>();
    private final WriteAheadLog log;
    private final boolean fixed;

    public LoggedStore(WriteAheadLog log, boolean fixed) {
        this.log = log;
        this.fixed = fixed;
    }

    @Override
    public void put(String key, String value) {
        if (value == null) {
            throw new NullPointerException("value of " + key);
        }
        if (fixed) {
            synchronized (this) {
                log.append(Op.PUT, key, value);
                map.put(key, value);
            }
            return;
        }
        log.append(Op.PUT, key, value);
        synchronized (this) {
            map.put(key, value);
        }
    }

    @Override
    public synchronized String get(String key) {
        return map.get(key);
    }

    @Override
    public boolean delete(String key) {
        synchronized (this) {
            if (!map.containsKey(key)) {
                return false;
            }
            log.append(Op.DEL, key, null);
            map.remove(key);
            return true;
        }
    }

    @Override
    public synchronized SortedMap<String, String> dump() {
        return new TreeMap<String, String>(map);
    }

    /** The entries and the log offset they cover. */
    public synchronized Snapshot snapshot() {
        return new Snapshot(dump(), log.length());
    }
}

package com.acme.settings;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/**
 * The live configuration behind a read-write lock. An update writes a new
 * version under the write lock, then downgrades to the read lock to note
 * the change (the version it made and the key) while no writer can run.
 */
final class Store {
    record Change(int version, String key, String value, String by) {
    }

    private final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    private final boolean fixed;
    private Config current;
    private final List<Change> changes = new ArrayList<>();

    Store(Config initial, boolean fixed) {
        this.current = initial;
        this.fixed = fixed;
    }

    void update(String key, String value) {
        rw.writeLock().lock();
        try {
            current = current.with(key, value);
            if (fixed) {
                rw.readLock().lock(); // a downgrade: the read lock first, while still writing
            }
        } finally {
            rw.writeLock().unlock();
        }
        if (!fixed) {
            // the bug: the write lock is already released, so another
            // writer can publish its version before this read lock is held
            rw.readLock().lock();
        }
        try {
            Config mine = current;
            synchronized (changes) {
                changes.add(new Change(mine.version(), key, mine.values().get(key),
                        Thread.currentThread().getName()));
            }
        } finally {
            rw.readLock().unlock();
        }
    }

    Config get() {
        rw.readLock().lock();
        try {
            return current;
        } finally {
            rw.readLock().unlock();
        }
    }

    List<Change> changes() {
        synchronized (changes) {
            return new ArrayList<>(changes);
        }
    }
}

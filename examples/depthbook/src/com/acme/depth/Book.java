package com.acme.depth;

import java.util.Map;
import java.util.NavigableMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/**
 * A one-sided depth book: price levels in a ConcurrentSkipListMap keyed
 * by price, read without a lock through its range views (headMap for the
 * levels at or below a price, tailMap for those above it, subMap for a
 * band). Traders re-price resting quantity with {@link #move}.
 *
 * With {@code fixed}, moves take the write lock of a read-write lock and
 * depth queries its read lock, so that a query never sees a move half
 * done. Without it, a move is two steps on the map (remove the old level,
 * then merge into the new one) and a query summing two views can run
 * between them.
 */
final class Book {
    private final ConcurrentSkipListMap<Long, Level> levels = new ConcurrentSkipListMap<>();
    private final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    private final boolean fixed;

    Book(boolean fixed) {
        this.fixed = fixed;
    }

    /** Adds quantity at a price (a new order). */
    void add(long price, int qty, String trader) {
        levels.merge(price, new Level(price, qty, trader), (old, add) -> old.plus(add.qty(), trader));
    }

    /**
     * Moves all quantity resting at {@code from} to {@code to}; returns
     * the quantity moved (0 when the level was empty).
     */
    int move(long from, long to, String trader) {
        if (fixed) {
            rw.writeLock().lock();
            try {
                return moveUnlocked(from, to, trader);
            } finally {
                rw.writeLock().unlock();
            }
        }
        return moveUnlocked(from, to, trader);
    }

    private int moveUnlocked(long from, long to, String trader) {
        Level old = levels.remove(from);
        if (old == null) {
            return 0;
        }
        add(to, old.qty(), trader);
        return old.qty();
    }

    /**
     * Total resting quantity, as the bid side up to {@code mid} plus the
     * ask side above it: the figure the risk desk checks against what was
     * ever posted.
     */
    Depth depth(long mid) {
        if (fixed) {
            rw.readLock().lock();
            try {
                return depthUnlocked(mid);
            } finally {
                rw.readLock().unlock();
            }
        }
        return depthUnlocked(mid);
    }

    private Depth depthUnlocked(long mid) {
        int bids = sum(levels.headMap(mid, true));
        int asks = sum(levels.tailMap(mid, false));
        return new Depth(mid, bids, asks);
    }

    /** Quantity between two prices, both included. */
    int band(long lo, long hi) {
        return sum(levels.subMap(lo, true, hi, true));
    }

    /** The highest level at or below a price, or null. */
    Level bestAtOrBelow(long price) {
        Map.Entry<Long, Level> e = levels.floorEntry(price);
        return e == null ? null : e.getValue();
    }

    private static int sum(NavigableMap<Long, Level> view) {
        int total = 0;
        for (Level l : view.values()) {
            total += l.qty();
        }
        return total;
    }

    String describe() {
        StringBuilder sb = new StringBuilder();
        for (Level l : levels.descendingMap().values()) {
            sb.append(sb.length() == 0 ? "" : " ").append(l);
        }
        return "[" + sb + "]";
    }

    /** A depth figure: quantities on both sides of a mid price. */
    record Depth(long mid, int bids, int asks) {
        int total() {
            return bids + asks;
        }

        @Override
        public String toString() {
            return bids + " bid + " + asks + " ask around " + Level.cents(mid);
        }
    }
}

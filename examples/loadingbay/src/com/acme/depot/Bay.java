package com.acme.depot;

import java.util.ArrayDeque;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The loading bay between the sorting hall and the vans: room for a few
 * parcels, loaders wait while it is full, drivers while it is empty.
 *
 * Written with a ReentrantLock. Without {@code fixed} both kinds of
 * waiter wait on one condition, "the bay changed", and each change
 * signals one waiter. With {@code fixed} there are two conditions from
 * the same lock: loaders wait for "not full" and drivers for "not empty",
 * so a signal always goes to a thread that can use it.
 */
final class Bay {
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition changed = lock.newCondition();
    private final Condition notFull = lock.newCondition();
    private final Condition notEmpty = lock.newCondition();
    private final ArrayDeque<Parcel> slots = new ArrayDeque<Parcel>();
    private final int capacity;
    private final boolean fixed;
    private int peak;

    Bay(int capacity, boolean fixed) {
        this.capacity = capacity;
        this.fixed = fixed;
    }

    void put(Parcel p) throws InterruptedException {
        lock.lockInterruptibly();
        try {
            while (slots.size() == capacity) {
                (fixed ? notFull : changed).await();
            }
            slots.addLast(p);
            peak = Math.max(peak, slots.size());
            (fixed ? notEmpty : changed).signal();
        } finally {
            lock.unlock();
        }
    }

    Parcel take() throws InterruptedException {
        lock.lockInterruptibly();
        try {
            while (slots.isEmpty()) {
                (fixed ? notEmpty : changed).await();
            }
            Parcel p = slots.removeFirst();
            (fixed ? notFull : changed).signal();
            return p;
        } finally {
            lock.unlock();
        }
    }

    int peak() {
        lock.lock();
        try {
            return peak;
        } finally {
            lock.unlock();
        }
    }

    /** How many threads wait on the bay's conditions (for the report). */
    int waiting() {
        lock.lock();
        try {
            return lock.getWaitQueueLength(changed) + lock.getWaitQueueLength(notFull)
                    + lock.getWaitQueueLength(notEmpty);
        } finally {
            lock.unlock();
        }
    }
}

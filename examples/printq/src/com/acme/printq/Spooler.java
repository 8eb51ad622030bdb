package com.acme.printq;

/**
 * A bounded ring of print jobs guarded by the spooler's monitor, written in
 * the old style with wait and notifyAll. Producers block while it is full,
 * printers while it is empty; close() lets the printers drain and stop.
 */
final class Spooler {
    private final Job[] slots;
    private final boolean fixed;
    private int putAt;
    private int takeAt;
    private int count;
    private boolean closed;

    Spooler(int capacity, boolean fixed) {
        this.slots = new Job[capacity];
        this.fixed = fixed;
    }

    synchronized void submit(Job job) throws InterruptedException {
        if (closed) {
            throw new IllegalStateException("spooler closed, " + job + " refused");
        }
        if (fixed) {
            while (count == slots.length) {
                wait();
            }
        } else if (count == slots.length) {
            // the bug: an if where a while belongs; notifyAll wakes every
            // waiting producer when one slot frees, and all of them fill it
            wait();
        }
        assert Thread.holdsLock(this);
        if (slots[putAt] != null) {
            throw new IllegalStateException(job + " would overwrite " + slots[putAt] + " in slot " + putAt);
        }
        slots[putAt] = job;
        putAt = (putAt + 1) % slots.length;
        count++;
        notifyAll();
    }

    /** The next job, or null once the spooler is closed and drained. */
    synchronized Job take() throws InterruptedException {
        if (fixed) {
            while (count == 0 && !closed) {
                wait();
            }
        } else if (count == 0 && !closed) {
            // the same bug on the printers' side: a printer woken by a job
            // that another printer has already taken goes on to an empty slot
            wait();
        }
        if (count == 0 && closed) {
            return null;
        }
        Job job = slots[takeAt];
        if (job == null) {
            throw new IllegalStateException("slot " + takeAt + " is empty (count " + count + ")");
        }
        slots[takeAt] = null;
        takeAt = (takeAt + 1) % slots.length;
        count--;
        notifyAll();
        return job;
    }

    synchronized void close() {
        closed = true;
        notifyAll();
    }

    synchronized int pending() {
        return count;
    }
}

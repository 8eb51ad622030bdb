package com.acme.ticker;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Logger;

/** Publishes ticks to its listeners; listeners may come and go meanwhile. */
final class Ticker {
    private static final Logger LOG = Logger.getLogger(Ticker.class.getName());

    private final List<Listener<Tick>> listeners;
    private final boolean fixed;
    int published;

    Ticker(boolean fixed) {
        this.fixed = fixed;
        this.listeners = fixed ? new CopyOnWriteArrayList<>() : new ArrayList<>();
    }

    void subscribe(Listener<Tick> l) {
        synchronized (listeners) {
            listeners.add(l);
        }
        LOG.fine(() -> "subscribed " + l.name());
    }

    void unsubscribe(Listener<Tick> l) {
        synchronized (listeners) {
            if (!listeners.remove(l)) {
                LOG.warning("not subscribed: " + l.name());
            }
        }
    }

    void publish(Tick t) {
        published++;
        // the bug, in the racy variant: the ArrayList is iterated without its
        // lock while another thread subscribes; the fixed variant iterates a
        // CopyOnWriteArrayList's snapshot
        for (Listener<Tick> l : listeners) {
            if (l.accepts(t)) {
                l.on(t);
            }
        }
    }

    int size() {
        synchronized (listeners) {
            return listeners.size();
        }
    }
}

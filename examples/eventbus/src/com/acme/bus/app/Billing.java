package com.acme.bus.app;

import com.acme.bus.api.Bus;
import com.acme.bus.api.Event.OrderPaid;
import com.acme.bus.api.Event.OrderPlaced;

import java.util.HashMap;
import java.util.Map;

/** Keeps each order's amount due and marks it paid. */
final class Billing {
    private final Map<String, Integer> due = new HashMap<>();
    private int paidCents;

    void register(Bus bus) {
        bus.subscribe(OrderPlaced.class, this::placed);
        bus.subscribe(OrderPaid.class, this::paid);
    }

    private synchronized void placed(OrderPlaced e) {
        due.merge(e.orderId(), e.cents(), Integer::sum);
    }

    private synchronized void paid(OrderPaid e) {
        Integer d = due.remove(e.orderId());
        if (d == null || d != e.cents()) {
            throw new IllegalStateException("payment of %d for %s, due %s".formatted(e.cents(), e.orderId(), d));
        }
        paidCents += e.cents();
    }

    synchronized int paidCents() {
        return paidCents;
    }
}

package com.acme.bus.app;

import com.acme.bus.api.Bus;
import com.acme.bus.api.Event;
import com.acme.bus.api.Subscription;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A plugin that notifies customers of their shipments: it subscribes a
 * notifier to OrderShipped on each customer's first payment (lazily,
 * from inside a delivery of OrderPaid).
 */
final class Tracking {
    private final Bus bus;
    private final List<String> shipped = new ArrayList<>();
    private final Map<String, Subscription> notifiers = new HashMap<>();

    Tracking(Bus bus) {
        this.bus = bus;
    }

    void register() {
        bus.subscribe(Event.OrderPaid.class, e -> startTracking(customerOf(e.orderId())));
    }

    static String customerOf(String orderId) {
        return "customer-" + Integer.parseInt(orderId.substring(2)) % 50;
    }

    private synchronized void startTracking(String customer) {
        notifiers.computeIfAbsent(customer, c -> bus.subscribe(Event.OrderShipped.class, e -> {
            if (customerOf(e.orderId()).equals(c)) {
                record(e.orderId() + " via " + e.carrier() + " to " + c);
            }
        }));
    }

    private synchronized void record(String line) {
        shipped.add(line);
    }

    synchronized List<String> shipped() {
        return List.copyOf(shipped);
    }
}

package com.acme.bus.api;

/** The events of the order service. */
public sealed interface Event permits Event.OrderPlaced, Event.OrderPaid, Event.OrderShipped {
    String orderId();

    record OrderPlaced(String orderId, String customer, int cents) implements Event {
    }

    record OrderPaid(String orderId, int cents) implements Event {
    }

    record OrderShipped(String orderId, String carrier) implements Event {
    }
}

package com.acme.bus.api;

/** Receives the events of one type. */
@FunctionalInterface
public interface Subscriber<E extends Event> {
    void on(E event);
}

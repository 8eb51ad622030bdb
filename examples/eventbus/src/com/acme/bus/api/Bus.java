package com.acme.bus.api;

/** A synchronous publish/subscribe bus: publish calls each subscriber in the publisher's thread. */
public interface Bus {
    <E extends Event> Subscription subscribe(Class<E> type, Subscriber<? super E> subscriber);

    /** Delivers event to every subscriber of its type; returns how many got it. */
    int publish(Event event);
}

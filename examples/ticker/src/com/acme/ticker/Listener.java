package com.acme.ticker;

/** Receives events of type E; by default every one. */
interface Listener<E> {
    void on(E event);

    default boolean accepts(E event) {
        return true;
    }

    default String name() {
        return getClass().getSimpleName();
    }
}

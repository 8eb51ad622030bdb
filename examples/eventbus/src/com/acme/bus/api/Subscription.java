package com.acme.bus.api;

/** Handed back by subscribe; close to stop receiving. */
public interface Subscription extends AutoCloseable {
    @Override
    void close();
}

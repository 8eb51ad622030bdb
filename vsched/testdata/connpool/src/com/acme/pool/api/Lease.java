package com.acme.pool.api;

/** A connection lent to a client until it is closed. */
public interface Lease extends AutoCloseable {
    Connection connection();

    @Override
    void close();
}

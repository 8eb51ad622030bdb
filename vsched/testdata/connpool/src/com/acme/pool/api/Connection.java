package com.acme.pool.api;

/** A connection to the database; one client at a time. */
public interface Connection {
    String id();

    /** Starts a unit of work for client; fails if another client holds it. */
    void begin(String client);

    String query(String sql);

    void end(String client);
}

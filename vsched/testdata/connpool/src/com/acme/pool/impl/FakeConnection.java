package com.acme.pool.impl;

import com.acme.pool.api.Connection;

/** An in-memory connection that checks it is used by one client at a time. */
final class FakeConnection implements Connection {
    private final String id;
    private String owner;
    private int queries;

    FakeConnection(String id) {
        this.id = id;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public synchronized void begin(String client) {
        if (owner != null) {
            throw new IllegalStateException("connection %s used by %s while %s holds it".formatted(id, client, owner));
        }
        owner = client;
    }

    @Override
    public synchronized String query(String sql) {
        queries++;
        return "%s[%d]: %s".formatted(id, queries, sql.toLowerCase());
    }

    @Override
    public synchronized void end(String client) {
        if (!client.equals(owner)) {
            throw new IllegalStateException("connection %s ended by %s, held by %s".formatted(id, client, owner));
        }
        owner = null;
    }
}

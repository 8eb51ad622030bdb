package com.acme.svc;

import java.util.ArrayList;
import java.util.List;

/** A connection to a message broker, shared by the workers. */
final class Connection {
    private final List<String> sent = new ArrayList<String>();
    private boolean closed;

    /** Sends one message; fails once the connection is closed. */
    synchronized void send(String message) {
        if (closed) {
            throw new IllegalStateException("connection closed, cannot send " + message);
        }
        sent.add(message);
        notifyAll();
    }

    /** Waits until at least n messages went out (or the connection closed). */
    synchronized void awaitSent(int n) throws InterruptedException {
        while (sent.size() < n && !closed) {
            wait();
        }
    }

    synchronized void close() {
        closed = true;
        notifyAll();
    }

    synchronized int sent() {
        return sent.size();
    }
}

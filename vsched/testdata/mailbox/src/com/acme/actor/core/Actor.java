package com.acme.actor.core;

/**
 * An actor: it handles one message at a time, so its state needs no lock.
 * The base class checks that promise: a second message entering receive
 * while one is handled is a bug of the dispatcher.
 */
public abstract class Actor<M> {
    private final String name;
    private Thread inside;

    protected Actor(String name) {
        this.name = name;
    }

    public final String name() {
        return name;
    }

    /** Called by the dispatcher only. */
    public final Object handle(M message) {
        Thread me = Thread.currentThread();
        synchronized (this) {
            if (inside != null) {
                throw new IllegalStateException("actor %s got %s in %s while %s handles a message"
                        .formatted(name, message, me.getName(), inside.getName()));
            }
            inside = me;
        }
        try {
            return receive(message);
        } finally {
            synchronized (this) {
                inside = null;
            }
        }
    }

    /** Handles one message; the value answers an ask. */
    protected abstract Object receive(M message);
}

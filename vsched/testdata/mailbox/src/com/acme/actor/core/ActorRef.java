package com.acme.actor.core;

import java.util.concurrent.CompletableFuture;

/** The handle others use to send an actor messages. */
public interface ActorRef<M> {
    void tell(M message);

    /** Sends message; the future completes with receive's value or its exception. */
    CompletableFuture<Object> ask(M message);

    String name();
}

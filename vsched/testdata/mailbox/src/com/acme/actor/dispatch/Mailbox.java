package com.acme.actor.dispatch;

import com.acme.actor.core.Actor;
import com.acme.actor.core.ActorRef;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * An actor's mailbox: a queue of envelopes and a "scheduled" flag; at most
 * one run of the mailbox is on the executor at a time, and it handles up
 * to THROUGHPUT messages before it gives the thread back.
 *
 * The racy variant reads the flag, then sets it (a volatile boolean): two
 * senders that both see it clear both schedule the mailbox, and the actor
 * runs on two pool threads at once. The fixed variant uses an
 * AtomicBoolean's compareAndSet.
 */
final class Mailbox<M> implements ActorRef<M>, Runnable {
    static final int THROUGHPUT = 4;

    private final Actor<M> actor;
    private final Executor executor;
    private final ConcurrentLinkedQueue<Envelope<M>> queue = new ConcurrentLinkedQueue<>();
    private final boolean fixed;
    private final AtomicBoolean claimed = new AtomicBoolean();
    private volatile boolean scheduled;

    Mailbox(Actor<M> actor, Executor executor, boolean fixed) {
        this.actor = actor;
        this.executor = executor;
        this.fixed = fixed;
    }

    private record Envelope<M>(M message, CompletableFuture<Object> reply) {
    }

    @Override
    public void tell(M message) {
        enqueue(new Envelope<>(message, null));
    }

    @Override
    public CompletableFuture<Object> ask(M message) {
        var reply = new CompletableFuture<Object>();
        enqueue(new Envelope<>(message, reply));
        return reply;
    }

    @Override
    public String name() {
        return actor.name();
    }

    private void enqueue(Envelope<M> e) {
        queue.add(e);
        trySchedule();
    }

    private void trySchedule() {
        if (fixed) {
            if (claimed.compareAndSet(false, true)) {
                submit();
            }
            return;
        }
        if (!scheduled) {
            scheduled = true;
            submit();
        }
    }

    /**
     * Hands the mailbox to the executor. A run that saw a message just
     * before the last one was handled may get here after the system shut
     * the executor down (weft found that schedule): the mailbox is then
     * empty or its messages are dropped, as after any shutdown.
     */
    private void submit() {
        try {
            executor.execute(this);
        } catch (RejectedExecutionException e) {
            release();
            if (!queue.isEmpty()) {
                System.out.printf("[%s] %s: system shut down, %d message(s) dropped%n",
                        Thread.currentThread().getName(), actor.name(), queue.size());
            }
        }
    }

    private void release() {
        if (fixed) {
            claimed.set(false);
        } else {
            scheduled = false;
        }
    }

    @Override
    public void run() {
        try {
            for (int i = 0; i < THROUGHPUT; i++) {
                Envelope<M> e = queue.poll();
                if (e == null) {
                    break;
                }
                try {
                    Object v = actor.handle(e.message());
                    if (e.reply() != null) {
                        e.reply().complete(v);
                    }
                } catch (RuntimeException ex) {
                    if (e.reply() != null) {
                        e.reply().completeExceptionally(ex);
                    } else {
                        System.out.printf("[%s] %s dropped %s: %s%n", Thread.currentThread().getName(), actor.name(),
                                e.message(), ex);
                    }
                }
            }
        } finally {
            release();
        }
        if (!queue.isEmpty()) {
            trySchedule();
        }
    }
}

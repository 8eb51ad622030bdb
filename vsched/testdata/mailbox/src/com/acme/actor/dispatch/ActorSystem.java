package com.acme.actor.dispatch;

import com.acme.actor.core.Actor;
import com.acme.actor.core.ActorRef;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/** Runs actors' mailboxes on a fixed pool of dispatcher threads. */
public final class ActorSystem implements AutoCloseable {
    private final ExecutorService pool;
    private final List<ActorRef<?>> actors = new ArrayList<>();
    private final boolean fixed;

    public ActorSystem(String name, int threads, boolean fixed) {
        this.fixed = fixed;
        AtomicInteger n = new AtomicInteger();
        ThreadFactory f = r -> {
            Thread t = new Thread(r, "%s-dispatcher-%d".formatted(name, n.incrementAndGet()));
            t.setDaemon(true);
            return t;
        };
        this.pool = Executors.newFixedThreadPool(threads, f);
    }

    public synchronized <M> ActorRef<M> spawn(Actor<M> actor) {
        var mb = new Mailbox<>(actor, pool, fixed);
        actors.add(mb);
        return mb;
    }

    @Override
    public void close() throws InterruptedException {
        pool.shutdown();
        if (!pool.awaitTermination(10, TimeUnit.SECONDS)) {
            throw new IllegalStateException("dispatchers did not stop");
        }
    }
}

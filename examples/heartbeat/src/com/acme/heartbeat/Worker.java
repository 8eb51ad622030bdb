package com.acme.heartbeat;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A worker taking numbers from a queue until it is interrupted. It is
 * cancelled by Thread.interrupt: a wait in poll ends with
 * InterruptedException, which restores the interrupt status and leaves
 * the loop; between polls the loop checks isInterrupted.
 */
final class Worker extends Thread {
    private final BlockingQueue<Integer> queue;
    private final AtomicLong done = new AtomicLong();
    private volatile long sum;

    Worker(String name, BlockingQueue<Integer> queue) {
        super(name);
        this.queue = queue;
    }

    @Override
    public void run() {
        while (!isInterrupted()) {
            Integer x;
            try {
                x = queue.poll(50, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                interrupt();
                break;
            }
            if (x == null) {
                continue;
            }
            sum += x * (long) x;
            done.incrementAndGet();
        }
    }

    long done() {
        return done.get();
    }

    long sum() {
        return sum;
    }
}

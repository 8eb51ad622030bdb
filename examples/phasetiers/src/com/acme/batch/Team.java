package com.acme.batch;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Phaser;

/**
 * A team of workers under a phaser of its own, a child of the job's root
 * phaser: the child registers with its parent while it has parties and
 * deregisters when its last party leaves, so the root's phase waits for
 * every team that has a worker registered.
 */
final class Team {
    private final String name;
    private final Phaser phaser;
    private final List<Thread> threads = new ArrayList<Thread>();
    private final boolean fixed;

    Team(String name, Phaser root, boolean fixed) {
        this.name = name;
        this.phaser = new Phaser(root, 0);
        this.fixed = fixed;
    }

    void start(int[] batch, int from, int to, int workers, Tally tally) {
        int share = (to - from + workers - 1) / workers;
        for (int k = 0; k < workers; k++) {
            int lo = from + k * share;
            int hi = Math.min(to, lo + share);
            Worker w = new Worker(name + "-" + (k + 1), phaser, batch, lo, hi, tally, fixed);
            if (fixed) {
                phaser.register();
            }
            Thread t = new Thread(w, w.name());
            threads.add(t);
            t.start();
        }
    }

    int registered() {
        return phaser.getRegisteredParties();
    }

    void join() throws InterruptedException {
        for (Thread t : threads) {
            t.join();
        }
    }
}

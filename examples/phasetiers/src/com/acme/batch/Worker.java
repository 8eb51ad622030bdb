package com.acme.batch;

import java.util.concurrent.Phaser;

/**
 * A worker of a team: processes its share of the batch, then arrives at
 * its team's phaser and leaves it.
 *
 * Without {@code fixed} the worker registers itself with the team's
 * phaser when it starts running ("it knows best when it is ready"); with
 * {@code fixed} the team registers it before starting its thread.
 */
final class Worker implements Runnable {
    private final String name;
    private final Phaser team;
    private final int[] batch;
    private final int from;
    private final int to;
    private final Tally tally;
    private final boolean fixed;

    Worker(String name, Phaser team, int[] batch, int from, int to, Tally tally, boolean fixed) {
        this.name = name;
        this.team = team;
        this.batch = batch;
        this.from = from;
        this.to = to;
        this.tally = tally;
        this.fixed = fixed;
    }

    String name() {
        return name;
    }

    @Override
    public void run() {
        if (!fixed) {
            team.register();
        }
        try {
            int done = 0;
            for (int i = from; i < to; i++) {
                if (batch[i] >= 0) {
                    done++;
                }
            }
            tally.add(name, done);
        } finally {
            team.arriveAndDeregister();
        }
    }
}

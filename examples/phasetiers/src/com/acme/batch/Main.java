package com.acme.batch;

import java.util.Arrays;
import java.util.concurrent.Phaser;

/**
 * Batch jobs, each split between two teams, "ingest" and "audit", of one
 * worker each. Each team has a child Phaser of the job's root phaser;
 * main, the root's only own party, waits for the phase to advance (every
 * team done) and then reads the job's tally: it must hold every row.
 *
 * The bug: a worker registers itself with its team's phaser in its own
 * run(). A child phaser with no parties is not registered with the root,
 * so when main arrives at the root before a worker registered (and no
 * other team holds the phase open), the phase advances at once and main
 * reads a tally the workers have not written. Schedule: main starts both
 * workers and arrives at the root before either runs: "job 0: tally holds
 * 0 of 4 rows: {}". The fix (`fixed`): the team registers each worker
 * before starting its thread, so the child and the root count it from
 * the start.
 *
 * Usage: Main [jobs] [fixed]
 */
public final class Main {
    static final int ROWS = 2; // per team

    public static void main(String[] args) throws InterruptedException {
        int jobs = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        boolean fixed = args.length > 1 && args[1].equals("fixed");
        int advanced = 0;
        for (int j = 0; j < jobs; j++) {
            advanced += job(j, fixed, jobs <= 4);
        }
        System.out.println(jobs + " jobs, root phases advanced " + advanced + " times");
    }

    static int job(int j, boolean fixed, boolean verbose) throws InterruptedException {
        int[] batch = new int[2 * ROWS];
        Arrays.fill(batch, 1);
        Tally tally = new Tally();
        final int[] advances = new int[1];
        Phaser root = new Phaser(1) {
            @Override
            protected boolean onAdvance(int phase, int parties) {
                advances[0]++; // run by the last party to arrive, one at a time
                return false;
            }
        };
        Team ingest = new Team("ingest", root, fixed);
        Team audit = new Team("audit", root, fixed);
        ingest.start(batch, 0, ROWS, 1, tally);
        audit.start(batch, ROWS, 2 * ROWS, 1, tally);
        root.arriveAndAwaitAdvance();
        int seen = tally.total();
        String what = tally.toString();
        ingest.join();
        audit.join();
        if (verbose) {
            System.out.println("job " + j + ": root advanced " + advances[0] + " time(s), tally " + tally
                    + ", teams registered " + ingest.registered() + "+" + audit.registered());
        }
        if (seen != batch.length) {
            throw new IllegalStateException("job " + j + ": tally holds " + seen + " of " + batch.length
                    + " rows: " + what);
        }
        return advances[0];
    }
}

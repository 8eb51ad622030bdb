package com.acme.heartbeat;

import java.util.ArrayList;
import java.util.List;

/**
 * A heartbeat: each beat samples the workers' progress and appends a line
 * to the log. Run by a ScheduledExecutorService with a fixed delay.
 */
final class Monitor implements Runnable {
    private final Worker[] workers;
    private final List<String> log = new ArrayList<String>();
    private final int work;
    private volatile int beats;
    private volatile long seen;

    Monitor(Worker[] workers, int work) {
        this.workers = workers;
        this.work = work;
    }

    @Override
    public void run() {
        int beat = ++beats;
        long total = 0;
        StringBuilder line = new StringBuilder();
        for (Worker w : workers) {
            long done = w.done();
            total += done;
            line.append(w.getName()).append('=').append(done).append(' ');
        }
        seen = total;
        // a summary whose cost grows with the work argument
        long h = total;
        for (int i = 0; i < work; i++) {
            h = h * 6364136223846793005L + 1442695040888963407L;
        }
        line.append("#").append(beat).append(" total=").append(total).append(" sig=").append(Long.toHexString(h & 0xffff));
        log.add(line.toString());
    }

    /** The items done as the last beat saw them. */
    long seen() {
        return seen;
    }

    int beats() {
        return beats;
    }

    List<String> log() {
        return log;
    }
}

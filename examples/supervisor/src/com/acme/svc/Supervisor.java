package com.acme.svc;

import java.util.ArrayList;
import java.util.List;

/**
 * Starts worker threads, records the ones that die (it is their
 * uncaught exception handler) and stops them all. The lists are guarded
 * by the supervisor's monitor.
 */
final class Supervisor implements Thread.UncaughtExceptionHandler {
    private final List<Thread> workers = new ArrayList<Thread>();
    private final List<String> failures = new ArrayList<String>();
    private final boolean fixed;
    private volatile boolean stopping;

    Supervisor(boolean fixed) {
        this.fixed = fixed;
    }

    synchronized void start(String name, Runnable body) {
        Thread t = new Thread(body, name);
        t.setUncaughtExceptionHandler(this);
        workers.add(t);
        t.start();
    }

    boolean stopping() {
        return stopping;
    }

    /** Run by a dying worker's thread. */
    @Override
    public synchronized void uncaughtException(Thread t, Throwable e) {
        failures.add(t.getName() + ": " + e.getMessage());
    }

    /**
     * Stops the service: no new jobs, the connection closed, every worker
     * joined. The bug: the joins run with the supervisor's monitor held,
     * and a worker whose send fails on the closed connection dies through
     * uncaughtException, which needs that monitor: main waits for the
     * worker and the worker for main. The fix joins a copy of the list
     * outside the monitor.
     */
    void stop(Connection connection) throws InterruptedException {
        if (fixed) {
            List<Thread> all;
            synchronized (this) {
                stopping = true;
                connection.close();
                all = new ArrayList<Thread>(workers);
            }
            for (Thread t : all) {
                t.join();
            }
            return;
        }
        synchronized (this) {
            stopping = true;
            connection.close();
            for (Thread t : workers) {
                t.join();
            }
        }
    }

    synchronized List<String> failures() {
        return new ArrayList<String>(failures);
    }
}

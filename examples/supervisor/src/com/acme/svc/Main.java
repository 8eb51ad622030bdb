package com.acme.svc;

import java.util.List;

/**
 * A small service: two workers send their results over one broker
 * connection; once the first results are out, main stops the service
 * (closing the connection) and reports which workers died on the closed
 * connection, as the supervisor recorded them.
 *
 * The bug: Supervisor.stop joins the workers while it holds the
 * supervisor's monitor, and a worker that fails to send dies through the
 * supervisor's synchronized uncaughtException. Schedule: worker-1 sends
 * (main's awaitSent returns); worker-2 sees the service not stopping;
 * main enters stop, closes the connection and joins the workers;
 * worker-2's send throws and its thread blocks entering uncaughtException:
 * a deadlock of main (in Thread.join) and worker-2 (on the supervisor's
 * monitor). The fix (`fixed`): join outside the monitor.
 *
 * Usage: Main [jobs per worker] [fixed]
 */
public final class Main {
    public static void main(String[] args) throws InterruptedException {
        int jobs = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        boolean fixed = args.length > 1 && args[1].equals("fixed");
        Connection connection = new Connection();
        Supervisor supervisor = new Supervisor(fixed);
        Worker[] workers = new Worker[2];
        for (int i = 0; i < workers.length; i++) {
            workers[i] = new Worker(supervisor, connection, "worker-" + (i + 1), jobs);
            supervisor.start("worker-" + (i + 1), workers[i]);
        }
        connection.awaitSent(1);
        supervisor.stop(connection);
        List<String> failures = supervisor.failures();
        int done = 0;
        for (Worker w : workers) {
            done += w.done();
        }
        System.out.println("stopped after " + connection.sent() + " messages (" + done + " jobs done), "
                + failures.size() + " worker(s) died" + (jobs <= 4 ? " " + failures : ""));
    }
}

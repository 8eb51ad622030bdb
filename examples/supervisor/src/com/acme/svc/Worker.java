package com.acme.svc;

/** Sends its jobs' results until it has none left or the service stops. */
final class Worker implements Runnable {
    private final Supervisor supervisor;
    private final Connection connection;
    private final String name;
    private final int jobs;
    private int done;

    Worker(Supervisor supervisor, Connection connection, String name, int jobs) {
        this.supervisor = supervisor;
        this.connection = connection;
        this.name = name;
        this.jobs = jobs;
    }

    @Override
    public void run() {
        for (int i = 0; i < jobs && !supervisor.stopping(); i++) {
            String result = name + ":job-" + i + "=" + Integer.toHexString((name.hashCode() * 31 + i) & 0xffff);
            connection.send(result); // throws once the connection is closed
            done++;
        }
    }

    int done() {
        return done;
    }
}

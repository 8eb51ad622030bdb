package com.acme.ep;

/**
 * A monitor thread fails the service over from replica to replica while two
 * clients look the endpoint up before each call. Every endpoint a client
 * sees must be one the directory held. Usage: Main [failovers] [fixed]
 *
 * The bug (Directory.current): the optimistic read validates its stamp
 * before reading the fields instead of after, so failovers that take the
 * write lock after the validate go unnoticed: the client reads the host one
 * failover wrote and the port of the next (replica-1 on port 8002). The
 * fix: read the fields, then validate, and fall back to the read lock when
 * the validation fails.
 */
public final class Main {
    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        boolean fixed = args.length > 1 && args[1].equals("fixed");
        Directory.INSTANCE.useFixedReads(fixed);
        var monitor = new Thread(() -> {
            for (int i = 1; i <= n; i++) Directory.INSTANCE.failover(i % 5);
        }, "monitor");
        var a = new Client("client-a", n);
        var b = new Client("client-b", n);
        var ta = new Thread(a, "client-a");
        var tb = new Thread(b, "client-b");
        monitor.start();
        ta.start();
        tb.start();
        monitor.join();
        ta.join();
        tb.join();
        var problems = new java.util.ArrayList<String>(a.problems);
        problems.addAll(b.problems);
        if (!problems.isEmpty()) {
            throw new IllegalStateException(problems.size() + " calls to a torn endpoint, first: " + problems.get(0));
        }
        System.out.printf("%d failovers, now %s%n", Directory.INSTANCE.failovers(), Directory.INSTANCE.current());
    }
}

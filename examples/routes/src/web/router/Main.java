package web.router;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;

/**
 * A web router whose routing table is copy-on-write: an immutable map in
 * an AtomicReference, replaced with updateAndGet so that requests read it
 * without a lock. Two plug-in threads register their routes at start-up
 * while a request thread already dispatches; every registration is also
 * recorded in an audit trail (and counted per plug-in). At the end the
 * audit trail must have one entry per route in the table.
 *
 * The bug: RouteTable.register writes the audit entry inside the function
 * it gives to updateAndGet. updateAndGet calls the function again when
 * its compareAndSet loses against another thread's update, so a route
 * whose first attempt lost is audited twice. Schedule: plugin-a's
 * function reads the table and audits "/a/0"; plugin-b's whole update
 * runs; plugin-a's compareAndSet fails, its function runs again and
 * audits "/a/0" a second time: "audit has 3 entries for 2 routes". The
 * fix (`fixed`): the function only computes the new map; the audit entry
 * is written once updateAndGet returned.
 *
 * Usage: Main [routes per plug-in] [fixed]
 */
public final class Main {
    public static void main(String[] args) throws Exception {
        final int n = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        final boolean fixed = args.length > 1 && args[1].equals("fixed");
        final RouteTable table = new RouteTable(fixed);
        final Audit audit = new Audit();
        table.setAudit(audit);
        final CountDownLatch go = new CountDownLatch(1);
        List<Thread> plugins = new ArrayList<Thread>();
        for (final String plugin : new String[] {"a", "b"}) {
            plugins.add(new Thread(new Runnable() {
                public void run() {
                    if (!started(go)) {
                        return;
                    }
                    for (int i = 0; i < n; i++) {
                        final String path = "/" + plugin + "/" + i;
                        table.register(path, new Handler() {
                            public String handle(Request r) {
                                return "200 " + plugin + " served " + r.path;
                            }
                        });
                    }
                }
            }, "plugin-" + plugin));
        }
        final List<String> answers = new ArrayList<String>();
        Thread requests = new Thread(new Runnable() {
            public void run() {
                if (!started(go)) {
                    return;
                }
                for (int i = 0; i < n; i++) {
                    answers.add(table.dispatch(new Request("GET", "/a/" + i)));
                }
            }
        }, "requests");
        for (Thread t : plugins) {
            t.start();
        }
        requests.start();
        go.countDown();
        for (Thread t : plugins) {
            t.join();
        }
        requests.join();
        if (n <= 4) {
            System.out.println(table.describe());
            System.out.println(answers.size() + " requests answered: " + answers);
        }
        int routes = table.size();
        if (routes != 2 * n) {
            throw new IllegalStateException("table has " + routes + " routes, want " + 2 * n);
        }
        if (audit.size() != routes) {
            throw new IllegalStateException("audit has " + audit.size() + " entries for "
                    + routes + " routes: " + audit);
        }
    }

    /** Waits for the start signal; false if interrupted first. */
    static boolean started(CountDownLatch go) {
        try {
            go.await();
            return true;
        } catch (InterruptedException e) {
            return false;
        }
    }
}

/*
 * hookrace: a shutdown hook that reads what a still-running thread writes.
 *
 * A tool records audit lines in a plain ArrayList from a worker thread
 * and prints them from a shutdown hook, so they appear "however the
 * program ends". Main calls System.exit when its own work is done,
 * without waiting for the worker: the hook iterates the list while the
 * worker, which System.exit does not stop, still adds to it, and the
 * hook dies of a ConcurrentModificationException (the audit is lost).
 *
 * Failing schedule: main exits while the worker is between two adds,
 * the hook starts iterating, the worker adds.
 *
 * java -jar hookrace.jar N [fixed]; N audit lines; "fixed" joins the
 * worker before System.exit.
 */
package hookrace;

import java.util.ArrayList;
import java.util.List;

public class Main {
    public static void main(String[] args) throws InterruptedException {
        final int n = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        boolean fixed = args.length > 1 && args[1].equals("fixed");
        final List<String> audit = new ArrayList<String>();
        Runtime.getRuntime().addShutdownHook(new Thread(new Runnable() {
            public void run() {
                int chars = 0;
                for (String line : audit) {
                    chars += line.length();
                }
                System.out.println("audit: " + chars + " chars");
            }
        }, "audit-hook"));
        Thread worker = new Thread(new Runnable() {
            public void run() {
                for (int i = 0; i < n; i++) {
                    audit.add("step " + i + " done");
                }
            }
        }, "worker");
        worker.start();
        if (fixed) {
            worker.join();
        }
        System.exit(0);
    }
}

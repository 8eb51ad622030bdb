/*
 * uncaughtlog: an uncaught-exception handler shared by threads that die
 * at the same time.
 *
 * Workers validate their part of the input and throw on a bad record;
 * the exception crosses to the handler installed with
 * setUncaughtExceptionHandler, which runs in the dying thread and
 * records the failure in a plain ArrayList. Two workers fail at once,
 * and ArrayList.add's "elementData[size] = e; size = s + 1" from two
 * threads loses one of the failures: main, having joined both, reports
 * fewer failures than there were.
 *
 * Failing schedule: worker-1 throws and its handler reads size (0);
 * worker-2 throws and its handler stores its failure at index 0 and
 * sets size 1; worker-1 stores at index 0 and sets size 1:
 * "java.lang.IllegalStateException: 1 failures recorded, 2 workers
 * failed" in main.
 *
 * java -jar uncaughtlog.jar 20000 (rounds) fails on most runs; "fixed"
 * records the failures in a synchronized handler.
 */
package uncaughtlog;

import java.util.ArrayList;
import java.util.List;

public class Main {
    static final class BadRecord extends RuntimeException {
        BadRecord(String msg) {
            super(msg);
        }
    }

    static final class FailureLog implements Thread.UncaughtExceptionHandler {
        private final List<String> failures = new ArrayList<String>();
        private final boolean fixed;

        FailureLog(boolean fixed) {
            this.fixed = fixed;
        }

        @Override
        public void uncaughtException(Thread t, Throwable e) {
            if (fixed) {
                synchronized (this) {
                    failures.add(t.getName() + ": " + e.getMessage());
                }
            } else {
                failures.add(t.getName() + ": " + e.getMessage());
            }
        }

        synchronized int size() {
            return failures.size();
        }
    }

    static void validate(String record) {
        if (!record.matches("[a-z]+=[0-9]+")) {
            throw new BadRecord("bad record \"" + record + "\"");
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        boolean fixed = args.length > 1 && args[1].equals("fixed");
        for (int round = 0; round < rounds; round++) {
            FailureLog log = new FailureLog(fixed);
            Thread[] workers = new Thread[2];
            for (int i = 0; i < workers.length; i++) {
                final String record = "x" + i + "=?";
                workers[i] = new Thread(() -> validate(record), "worker-" + (i + 1));
                workers[i].setUncaughtExceptionHandler(log);
                workers[i].start();
            }
            for (Thread w : workers) {
                w.join();
            }
            if (log.size() != workers.length) {
                throw new IllegalStateException(log.size() + " failures recorded, " + workers.length + " workers failed");
            }
        }
        System.out.println("every failure recorded");
    }
}

/*
 * synclist: a Collections.synchronizedList iterated without its lock.
 *
 * An audit log is a synchronizedList shared by a writer thread and a
 * reporter thread. Each add is atomic, but the reporter's for-each loop
 * takes the list's lock only inside each hasNext/next call, not around
 * the iteration, as the Collections.synchronizedList documentation
 * requires. An add between two next() calls makes the iterator fail.
 * Both threads are anonymous Runnable classes reaching the enclosing
 * instance's fields.
 *
 * Failing schedule: writer adds "event-0"; reporter starts the for-each
 * and takes "event-0"; writer adds "event-1"; reporter calls next():
 * "java.util.ConcurrentModificationException" from
 * ArrayList$Itr.checkForComodification, uncaught in reporter.
 *
 * java -jar synclist.jar 20000 (events) fails on most runs; "fixed"
 * iterates inside synchronized (log).
 */
package synclist;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class Main {
    private final List<String> log = Collections.synchronizedList(new ArrayList<String>());
    private final int events;
    private final boolean fixed;
    private int longest;

    Main(int events, boolean fixed) {
        this.events = events;
        this.fixed = fixed;
    }

    int report() {
        int chars = 0;
        if (fixed) {
            synchronized (log) {
                for (String e : log) {
                    chars += e.length();
                }
            }
        } else {
            for (String e : log) {
                chars += e.length();
            }
        }
        return chars;
    }

    void run() throws InterruptedException {
        Thread writer = new Thread(new Runnable() {
            @Override
            public void run() {
                for (int i = 0; i < events + 1; i++) {
                    log.add("event-" + i);
                }
            }
        }, "writer");
        Thread reporter = new Thread(new Runnable() {
            @Override
            public void run() {
                for (int i = 0; i < events; i++) {
                    int chars = report();
                    if (chars > longest) {
                        longest = chars;
                    }
                }
            }
        }, "reporter");
        writer.start();
        reporter.start();
        writer.join();
        reporter.join();
        System.out.println(log.size() + " events, longest report " + longest + " chars");
    }

    public static void main(String[] args) throws InterruptedException {
        int events = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        new Main(events, args.length > 1 && args[1].equals("fixed")).run();
    }
}

/*
 * ticketdesk: a PriorityBlockingQueue read by peek() and then poll().
 *
 * A help desk queues tickets by priority (urgent ones first) in a
 * PriorityBlockingQueue. Two dispatchers drain it: each looks at the
 * head with peek() to choose where the ticket goes (urgent ones page
 * the on-call engineer, the others are filed) and then takes it with
 * poll(). Each call is atomic, the pair is not: another dispatcher can
 * take the head between them, and the ticket polled is not the one
 * peeked.
 *
 * Failing schedule (1 urgent and 1 normal ticket): dispatcher-1 peeks
 * urgent ticket 0; dispatcher-2 peeks ticket 0 too, polls it and pages
 * it; dispatcher-1 polls normal ticket 1 and pages it:
 * IllegalStateException "paged normal ticket 1" in dispatcher-1. Or the
 * other dispatcher takes every ticket left between the peek and the poll,
 * which returns null: NullPointerException in page (Main.java:60) or
 * file (Main.java:67), the failure weft finds first.
 *
 * java -jar ticketdesk.jar N [fixed]: N urgent and N normal tickets;
 * "fixed" polls first and routes the ticket it got.
 */
package ticketdesk;

import java.util.concurrent.PriorityBlockingQueue;
import java.util.concurrent.atomic.AtomicInteger;

public class Main {
    static final class Ticket implements Comparable<Ticket> {
        final int id;
        final boolean urgent;

        Ticket(int id, boolean urgent) {
            this.id = id;
            this.urgent = urgent;
        }

        public int compareTo(Ticket o) {
            if (urgent != o.urgent) {
                return urgent ? -1 : 1;
            }
            return Integer.compare(id, o.id);
        }

        public String toString() {
            return (urgent ? "urgent" : "normal") + " ticket " + id;
        }
    }

    private final PriorityBlockingQueue<Ticket> queue = new PriorityBlockingQueue<Ticket>();
    private final AtomicInteger paged = new AtomicInteger();
    private final AtomicInteger filed = new AtomicInteger();
    private final boolean fixed;

    Main(boolean fixed) {
        this.fixed = fixed;
    }

    private void page(Ticket t) {
        if (!t.urgent) {
            throw new IllegalStateException("paged " + t);
        }
        paged.incrementAndGet();
    }

    private void file(Ticket t) {
        if (t.urgent) {
            throw new IllegalStateException("filed " + t + " without paging");
        }
        filed.incrementAndGet();
    }

    void dispatch() {
        if (fixed) {
            Ticket t;
            while ((t = queue.poll()) != null) {
                if (t.urgent) {
                    page(t);
                } else {
                    file(t);
                }
            }
            return;
        }
        Ticket head;
        while ((head = queue.peek()) != null) {
            if (head.urgent) {
                page(queue.poll());
            } else {
                file(queue.poll());
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        final Main m = new Main(args.length > 1 && args[1].equals("fixed"));
        for (int i = 0; i < 2 * n; i++) {
            m.queue.add(new Ticket(i, i % 2 == 0));
        }
        Thread[] ds = new Thread[2];
        for (int d = 0; d < ds.length; d++) {
            ds[d] = new Thread(new Runnable() {
                public void run() {
                    m.dispatch();
                }
            }, "dispatcher-" + (d + 1));
            ds[d].start();
        }
        for (Thread d : ds) {
            d.join();
        }
        System.out.println(m.paged.get() + " paged, " + m.filed.get() + " filed");
        if (m.paged.get() != n || m.filed.get() != n) {
            throw new IllegalStateException(m.paged.get() + " paged and " + m.filed.get()
                    + " filed of " + n + " urgent and " + n + " normal tickets");
        }
    }
}

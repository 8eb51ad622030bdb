/*
 * swapbuf: an Exchanger meant for two parties, shared by three threads.
 *
 * A log writer double-buffers: a producer fills a buffer and swaps it
 * with the flusher's empty one through an Exchanger, the flusher writes
 * out what it got and offers the cleared buffer at the next swap. A
 * second producer was added later and uses the same Exchanger. An
 * Exchanger pairs any two threads that call exchange(): the two
 * producers can meet each other, and each gets the other's full buffer
 * back as its "empty" one.
 *
 * Failing schedule: producer-1 writes its line and waits in exchange();
 * producer-2 writes its line and exchanges with producer-1 (not with
 * the flusher): producer-2 gets a buffer of 1 unflushed line and throws
 * IllegalStateException (so does producer-1); the flusher waits for a
 * partner forever (a daemon, it does not keep the JVM alive).
 *
 * java -jar swapbuf.jar N [fixed]: N lines per producer; "fixed" lets
 * one producer at a time swap (a lock around exchange()), so that a
 * producer's partner is always the flusher.
 */
package swapbuf;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Exchanger;

public class Main {
    private final Exchanger<List<String>> swap = new Exchanger<List<String>>();
    private final Object producers = new Object();
    private final boolean fixed;
    private volatile int failed;
    private int flushed;

    Main(boolean fixed) {
        this.fixed = fixed;
    }

    private List<String> handOver(List<String> full) throws InterruptedException {
        if (fixed) {
            synchronized (producers) {
                return swap.exchange(full);
            }
        }
        return swap.exchange(full);
    }

    void produce(int lines) {
        String name = Thread.currentThread().getName();
        List<String> buf = new ArrayList<String>();
        try {
            for (int i = 0; i < lines; i++) {
                buf.add(name + " line " + i);
                buf = handOver(buf);
                if (!buf.isEmpty()) {
                    failed++;
                    throw new IllegalStateException(name + " got back a buffer of " + buf.size()
                            + " unflushed lines: " + buf);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    void flush(int swaps) {
        List<String> spare = new ArrayList<String>();
        try {
            for (int k = 0; k < swaps; k++) {
                List<String> full = swap.exchange(spare);
                flushed += full.size();
                full.clear();
                spare = full;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        final int n = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        final Main m = new Main(args.length > 1 && args[1].equals("fixed"));
        Thread flusher = new Thread(new Runnable() {
            public void run() {
                m.flush(2 * n);
            }
        }, "flusher");
        flusher.setDaemon(true);
        flusher.start();
        Thread[] ps = new Thread[2];
        for (int p = 0; p < ps.length; p++) {
            ps[p] = new Thread(new Runnable() {
                public void run() {
                    m.produce(n);
                }
            }, "producer-" + (p + 1));
            ps[p].start();
        }
        for (Thread p : ps) {
            p.join();
        }
        if (m.failed > 0) {
            System.out.println(m.failed + " producers swapped with each other");
            System.exit(1);
        }
        flusher.join();
        if (m.flushed != 2 * n) {
            throw new IllegalStateException(m.flushed + " lines flushed, " + 2 * n + " written");
        }
        System.out.println(m.flushed + " lines flushed");
    }
}

// Ranking of atomic read-modify-writes (mhp.TestAtomicRank): two threads
// count requests in an AtomicLong (incrementAndGet, no data race), retry a
// compareAndSet on an AtomicInteger (no data race either), take a ticket
// by a check-then-act across two atomic calls (get, then set: a lost
// update, the pair that matters) and bump a plain counter under a lock in
// two critical sections (MM pairs).
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

class AtomicRank {
    static final AtomicLong requests = new AtomicLong();
    static final AtomicInteger peak = new AtomicInteger();
    static final AtomicInteger ticket = new AtomicInteger();
    static final Object lock = new Object();
    static int served;

    static void serve() {
        requests.incrementAndGet();
        int p;
        do {
            p = peak.get();
        } while (!peak.compareAndSet(p, p + 1));
        int t = ticket.get();
        ticket.set(t + 1);
        synchronized (lock) {
            served++;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(AtomicRank::serve);
        a.start();
        serve();
        a.join();
    }
}

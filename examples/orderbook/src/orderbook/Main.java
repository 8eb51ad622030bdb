package orderbook;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A matcher thread fills the best bids while a client thread cancels every
 * second order it placed. Every order must end once: filled, cancelled or
 * still resting. Usage: Main [orders] [fixed]
 *
 * The bug (Book.fillBest and Book.cancel): both look an order up in the
 * ConcurrentSkipListMap, end it, then remove it. The matcher takes the best
 * bid with firstEntry() and the client gets the same order with get() before
 * either removes it: the order is filled and cancelled. Each map call is
 * atomic; the look-up, the ending and the removal together are not. The
 * fix: pollFirstEntry() and remove(key, order), whose winner alone ends it.
 */
public final class Main {
    public static void main(String[] args) throws InterruptedException {
        final int n = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        final boolean fixed = args.length > 1 && args[1].equals("fixed");
        final Book book = new Book(fixed);
        final List<Order> placed = new ArrayList<Order>();
        for (int i = 0; i < 2 * n; i++) {
            placed.add(book.place(100 + (i * 7) % 13, 1 + i % 5));
        }
        final CountDownLatch start = new CountDownLatch(1);
        final AtomicInteger filled = new AtomicInteger();
        final AtomicInteger cancelled = new AtomicInteger();
        Thread matcher = new Thread(new Runnable() {
            public void run() {
                await(start);
                for (int i = 0; i < n; i++) {
                    if (book.fillBest() != null) filled.incrementAndGet();
                }
            }
        }, "matcher");
        Thread client = new Thread(new Runnable() {
            public void run() {
                await(start);
                for (int i = placed.size() - 1; i >= 0; i -= 2) {
                    if (book.cancel(placed.get(i))) cancelled.incrementAndGet();
                }
            }
        }, "client");
        matcher.start();
        client.start();
        start.countDown();
        matcher.join();
        client.join();
        int open = 0;
        for (Order o : book.restingOrders()) {
            if (o.end() != Order.End.OPEN) {
                throw new IllegalStateException(o + " still rests in the book but ended " + o.end());
            }
            open++;
        }
        for (Order o : placed) {
            if (o.endings() > 1) {
                throw new IllegalStateException(String.format("%s ended %d times (last %s): filled and cancelled",
                        o, o.endings(), o.end()));
            }
        }
        int total = filled.get() + cancelled.get() + open;
        if (total != placed.size()) {
            throw new IllegalStateException("filled " + filled + " + cancelled " + cancelled
                    + " + open " + open + " != placed " + placed.size());
        }
        System.out.println("filled " + filled + ", cancelled " + cancelled + ", open " + open);
    }

    static void await(CountDownLatch l) {
        try {
            l.await();
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }
}

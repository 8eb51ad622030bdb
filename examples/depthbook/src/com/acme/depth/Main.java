package com.acme.depth;

import java.util.ArrayList;
import java.util.List;

/**
 * A depth book on a ConcurrentSkipListMap whose risk check sums two range
 * views (headMap up to the mid price, tailMap above it) while a market
 * maker re-prices its resting order across the mid. The quantity in the
 * book never changes, so every depth figure must equal what was posted.
 *
 * The bug: Book.move removes the old level and then merges the quantity
 * into the new one, and Book.depth reads headMap and then tailMap. The
 * trader moving its order from the ask side (100.50) down to the bid
 * side (99.50) between the risk thread's two sums makes the order
 * invisible to both: the bid sum ran before the merge, the ask sum after
 * the remove. Schedule: risk sums the bids; trader-1 removes 100.50 and
 * merges it at 99.50; risk sums the asks: "depth 1 of 3: 1 bid + 0 ask
 * around 100.00, posted 3". The fix (`fixed`): moves under the write lock
 * of a ReentrantReadWriteLock, depth under its read lock.
 *
 * Usage: Main [steps] [fixed]
 */
public final class Main {
    static final long MID = 100_00;

    public static void main(String[] args) throws InterruptedException {
        int steps = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        boolean fixed = args.length > 1 && args[1].equals("fixed");
        Book book = new Book(fixed);
        book.add(99_00, 1, "desk");
        book.add(100_50, 2, "trader-1");
        final int posted = 3;

        Trader trader = new Trader(book, "trader-1", 99_50, 100_50, steps);
        List<String> failures = new ArrayList<>();
        int[] checks = new int[2]; // depth checks, bad ones
        Thread risk = new Thread(() -> {
            for (int i = 0; i < steps; i++) {
                Book.Depth d = book.depth(MID);
                checks[0]++;
                if (d.total() != posted && checks[1]++ == 0) {
                    failures.add("depth " + d.total() + " of " + posted + ": " + d);
                }
            }
        }, "risk");
        Thread t = new Thread(trader, trader.name());
        t.start();
        risk.start();
        t.join();
        risk.join();

        Level best = book.bestAtOrBelow(MID);
        int band = book.band(99_00, 101_00);
        if (steps <= 4) {
            System.out.println("book " + book.describe() + ", best bid " + best + ", band " + band);
        }
        System.out.println(checks[0] + " depth checks, " + trader.moved() + " lots moved");
        if (band != posted) {
            throw new IllegalStateException("band holds " + band + ", posted " + posted);
        }
        if (!failures.isEmpty()) {
            throw new IllegalStateException(failures.get(0) + ", posted " + posted
                    + " (" + checks[1] + " of " + checks[0] + " checks bad)");
        }
    }
}

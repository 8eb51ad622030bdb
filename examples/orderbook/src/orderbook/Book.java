package orderbook;

import java.util.Map;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The bid side of an order book: a ConcurrentSkipListMap from a price key
 * (highest first) to the order resting there. The matcher takes the best
 * bid; clients cancel theirs. Each order must end exactly once.
 */
final class Book {
    private final ConcurrentSkipListMap<Long, Order> bids =
            new ConcurrentSkipListMap<Long, Order>(java.util.Collections.<Long>reverseOrder());
    private final AtomicLong ids = new AtomicLong();
    private final boolean fixed;

    Book(boolean fixed) {
        this.fixed = fixed;
    }

    /** Places a bid at price*1000 + a sequence number so keys never collide. */
    Order place(int price, int qty) {
        long id = ids.incrementAndGet();
        Order o = new Order(id, price * 1000L + id, qty);
        bids.put(o.priceKey, o);
        return o;
    }

    /** The matcher fills the best bid, if any; returns it or null. */
    Order fillBest() {
        if (fixed) {
            Map.Entry<Long, Order> e = bids.pollFirstEntry();
            if (e == null) return null;
            e.getValue().finish(Order.End.FILLED);
            return e.getValue();
        }
        // the bug: look, then act, then remove: a cancel can come in between
        Map.Entry<Long, Order> e = bids.firstEntry();
        if (e == null) return null;
        Order o = e.getValue();
        o.finish(Order.End.FILLED);
        bids.remove(e.getKey());
        return o;
    }

    /** A client cancels its order if it is still in the book. */
    boolean cancel(Order o) {
        if (fixed) {
            if (!bids.remove(o.priceKey, o)) return false;
            o.finish(Order.End.CANCELLED);
            return true;
        }
        Order resting = bids.get(o.priceKey);
        if (resting == null) return false;
        resting.finish(Order.End.CANCELLED);
        bids.remove(o.priceKey);
        return true;
    }

    int resting() {
        return bids.size();
    }

    Iterable<Order> restingOrders() {
        return bids.values();
    }
}

package orderbook;

/** A resting buy order: a price level key, a quantity, and how it ended. */
final class Order {
    enum End { OPEN, FILLED, CANCELLED }

    final long id;
    final long priceKey;
    final int qty;
    private End end = End.OPEN;
    private int endings;

    Order(long id, long priceKey, int qty) {
        this.id = id;
        this.priceKey = priceKey;
        this.qty = qty;
    }

    synchronized void finish(End how) {
        endings++;
        end = how;
    }

    synchronized End end() {
        return end;
    }

    synchronized int endings() {
        return endings;
    }

    @Override
    public String toString() {
        return String.format("order#%d(%d @ %d)", id, qty, priceKey);
    }
}

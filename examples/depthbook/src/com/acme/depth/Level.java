package com.acme.depth;

/**
 * One price level of the book: the resting quantity at a price, and who
 * placed the last order there. Prices are in cents; a level is immutable
 * and replaced as a whole when its quantity changes.
 */
public record Level(long price, int qty, String lastTrader) {
    public Level {
        if (price <= 0) {
            throw new IllegalArgumentException("price must be positive: " + price);
        }
        if (qty < 0) {
            throw new IllegalArgumentException("negative quantity " + qty + " at " + price);
        }
    }

    Level plus(int more, String trader) {
        return new Level(price, qty + more, trader);
    }

    static String cents(long price) {
        return price / 100 + "." + String.format("%02d", price % 100);
    }

    @Override
    public String toString() {
        return qty + "@" + cents(price);
    }
}

package com.acme.depth;

/**
 * A market maker who keeps one resting order and chases the market:
 * each step re-prices it from the ask side down to the bid side and back.
 */
final class Trader implements Runnable {
    private final Book book;
    private final String name;
    private final long bidPrice;
    private final long askPrice;
    private final int steps;
    private int moved;

    Trader(Book book, String name, long bidPrice, long askPrice, int steps) {
        this.book = book;
        this.name = name;
        this.bidPrice = bidPrice;
        this.askPrice = askPrice;
        this.steps = steps;
    }

    @Override
    public void run() {
        for (int i = 0; i < steps; i++) {
            // Down from the ask side to the bid side, then back up.
            moved += book.move(askPrice, bidPrice, name);
            moved += book.move(bidPrice, askPrice, name);
        }
    }

    int moved() {
        return moved;
    }

    String name() {
        return name;
    }
}

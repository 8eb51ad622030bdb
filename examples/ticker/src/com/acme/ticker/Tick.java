package com.acme.ticker;

/** A market event. */
sealed interface Tick permits Tick.Trade, Tick.Quote {
    String symbol();

    record Trade(String symbol, long priceCents, int size) implements Tick {
    }

    record Quote(String symbol, long bidCents, long askCents) implements Tick {
        public Quote {
            if (bidCents > askCents) {
                throw new IllegalArgumentException(symbol + ": crossed quote " + bidCents + " > " + askCents);
            }
        }
    }
}

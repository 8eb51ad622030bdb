package com.acme.ticker;

import java.util.ArrayList;
import java.util.ConcurrentModificationException;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.stream.Collectors;

/**
 * A feed thread publishes trades and quotes; meanwhile a desk thread
 * subscribes its listeners one by one (anonymous subclasses of Counting).
 * The feed must reach every tick's listeners.
 * Usage: Main [ticks] [fixed]
 */
public final class Main {
    private static final Logger LOG = Logger.getLogger("com.acme.ticker");

    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        boolean fixed = args.length > 1 && args[1].equals("fixed");
        LOG.setLevel(Level.WARNING);
        var ticker = new Ticker(fixed);
        var volume = new Counting<Tick.Trade>(Tick.Trade.class, "volume") {
            @Override
            long fold(long f, Tick.Trade t) {
                return f + t.size();
            }
        };
        ticker.subscribe(volume);
        Throwable[] feedFailure = new Throwable[1];
        Thread feed = new Thread(() -> {
            for (int i = 0; i < n; i++) {
                long mid = 10_000 + 25L * (i % 7);
                ticker.publish(i % 2 == 0 ? new Tick.Trade("ACME", mid, 100 + i) : new Tick.Quote("ACME", mid - 5, mid + 5));
            }
        }, "feed");
        feed.setUncaughtExceptionHandler((t, e) -> feedFailure[0] = e);
        List<Counting<?>> desk = new ArrayList<>();
        Thread deskThread = new Thread(() -> {
            var spread = new Counting<Tick.Quote>(Tick.Quote.class, "spread") {
                @Override
                long fold(long f, Tick.Quote q) {
                    return Math.max(f, q.askCents() - q.bidCents());
                }
            };
            var last = new Counting<Tick.Trade>(Tick.Trade.class, "last") {
                @Override
                long fold(long f, Tick.Trade t) {
                    return t.priceCents();
                }
            };
            for (Counting<?> c : List.of(spread, last)) {
                ticker.subscribe(c);
                desk.add(c);
            }
        }, "desk");
        feed.start();
        deskThread.start();
        feed.join();
        deskThread.join();
        if (feedFailure[0] != null) {
            String what = feedFailure[0] instanceof ConcurrentModificationException
                    ? "the listener list changed under the feed" : feedFailure[0].toString();
            throw new IllegalStateException("feed died after " + ticker.published + " of " + n + " ticks: " + what,
                    feedFailure[0]);
        }
        if (volume.count != (n + 1) / 2) {
            throw new IllegalStateException("volume saw " + volume.count + " trades of " + (n + 1) / 2);
        }
        String report = desk.stream().map(c -> c.name() + "=" + c.figure + "/" + c.count)
                .collect(Collectors.joining(", "));
        LOG.info("not shown: the level is WARNING");
        System.out.println(n + " ticks, " + ticker.size() + " listeners, volume " + volume.figure + ", " + report);
    }
}

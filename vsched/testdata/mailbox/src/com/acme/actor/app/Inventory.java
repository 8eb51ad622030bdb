package com.acme.actor.app;

import com.acme.actor.core.Actor;

import java.util.HashMap;
import java.util.Map;

/** Stock levels; its state is touched by one message at a time. */
final class Inventory extends Actor<Inventory.Msg> {
    sealed interface Msg permits Reserve, Restock, Count {
    }

    record Reserve(String sku, int qty) implements Msg {
    }

    record Restock(String sku, int qty) implements Msg {
    }

    record Count(String sku) implements Msg {
    }

    private final Map<String, Integer> stock = new HashMap<>();
    private int reservations;
    private final StringBuilder journal = new StringBuilder();

    Inventory() {
        super("inventory");
    }

    @Override
    protected Object receive(Msg m) {
        if (m instanceof Reserve r) {
            int have = stock.getOrDefault(r.sku(), 0);
            if (have < r.qty()) {
                return false;
            }
            stock.put(r.sku(), have - r.qty());
            reservations++;
            journal.setLength(0);
            journal.append(String.format("reserve %s x%d: %d -> %d (#%d)", r.sku(), r.qty(), have, have - r.qty(),
                    reservations));
            return true;
        } else if (m instanceof Restock r) {
            return stock.merge(r.sku(), r.qty(), Integer::sum);
        } else if (m instanceof Count c) {
            return stock.getOrDefault(c.sku(), 0);
        }
        throw new IllegalArgumentException("unknown message " + m);
    }

    int reservations() {
        return reservations;
    }
}

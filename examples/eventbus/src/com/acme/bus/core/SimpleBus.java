package com.acme.bus.core;

import com.acme.bus.api.Bus;
import com.acme.bus.api.Event;
import com.acme.bus.api.Subscriber;
import com.acme.bus.api.Subscription;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;

/**
 * A bus keeping a list of subscribers per event type. subscribe and the
 * lookup of a type's list hold the bus's lock; delivery iterates the list
 * outside it so that a slow subscriber does not block the bus.
 *
 * The racy variant keeps each type's subscribers in an ArrayList, so a
 * subscribe in another thread during a delivery of the same type changes
 * the list under the iterator (ConcurrentModificationException in the
 * publisher). The fixed variant uses CopyOnWriteArrayList.
 */
public class SimpleBus implements Bus {
    private final Map<Class<?>, List<Subscriber<?>>> byType = new HashMap<>();
    private final Supplier<List<Subscriber<?>>> lists;
    private final String name;

    public SimpleBus(String name, boolean fixed) {
        this.name = name;
        this.lists = fixed ? CopyOnWriteArrayList::new : ArrayList::new;
    }

    @Override
    public <E extends Event> Subscription subscribe(Class<E> type, Subscriber<? super E> subscriber) {
        List<Subscriber<?>> list;
        synchronized (this) {
            list = byType.computeIfAbsent(type, t -> lists.get());
            list.add(subscriber);
        }
        return () -> {
            synchronized (SimpleBus.this) {
                list.remove(subscriber);
            }
        };
    }

    @Override
    @SuppressWarnings("unchecked")
    public int publish(Event event) {
        List<Subscriber<?>> list;
        synchronized (this) {
            list = byType.get(event.getClass());
        }
        if (list == null) {
            return 0;
        }
        int n = 0;
        for (Subscriber<?> s : list) {
            ((Subscriber<Event>) s).on(event);
            n++;
        }
        return n;
    }

    @Override
    public String toString() {
        synchronized (this) {
            return "%s%s".formatted(name, byType.keySet().stream().map(Class::getSimpleName).sorted().toList());
        }
    }
}

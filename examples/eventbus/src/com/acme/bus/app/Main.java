package com.acme.bus.app;

import com.acme.bus.api.Event.OrderPaid;
import com.acme.bus.api.Event.OrderPlaced;
import com.acme.bus.api.Event.OrderShipped;
import com.acme.bus.core.SimpleBus;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * An order service: a checkout thread publishes OrderPlaced then
 * OrderPaid for each order, a warehouse thread publishes OrderShipped;
 * an audit log and a metrics counter subscribe to OrderShipped at start.
 *
 * Usage: Main [orders] [fixed]
 *
 * The bug (racy variant): the warehouse iterates OrderShipped's
 * subscribers (an ArrayList) while checkout's OrderPaid of a new customer
 * makes the Tracking plugin subscribe a notifier to OrderShipped: the warehouse thread dies of
 * ConcurrentModificationException (ArrayList$Itr.next, from
 * SimpleBus.publish). java -ea -jar eventbus.jar 2000 prints it in some
 * runs (the JVM still exits 0; main's check then fails too).
 */
public class Main {
    public static void main(String[] args) throws Exception {
        int orders = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        boolean fixed = args.length > 1 && args[1].equals("fixed");
        var bus = new SimpleBus("orders", fixed);
        var billing = new Billing();
        billing.register(bus);
        var tracking = new Tracking(bus);
        tracking.register();
        var audited = new AtomicInteger();
        var shippedMetric = new AtomicInteger();
        bus.subscribe(OrderShipped.class, e -> audited.incrementAndGet());
        bus.subscribe(OrderShipped.class, e -> shippedMetric.incrementAndGet());

        Thread checkout = new Thread(() -> {
            for (int i = 0; i < orders; i++) {
                String id = "o-%04d".formatted(i);
                int cents = 100 * (i % 7 + 1);
                bus.publish(new OrderPlaced(id, Tracking.customerOf(id), cents));
                bus.publish(new OrderPaid(id, cents));
            }
        }, "checkout");
        Thread warehouse = new Thread(() -> {
            for (int i = 0; i < orders; i++) {
                bus.publish(new OrderShipped("o-%04d".formatted(i), i % 2 == 0 ? "DHL" : "UPS"));
            }
        }, "warehouse");
        checkout.start();
        warehouse.start();
        checkout.join();
        warehouse.join();

        System.out.printf("%s: %d cents paid, %d shipments audited, %d tracked%n",
                bus, billing.paidCents(), audited.get(), tracking.shipped().size());
        if (audited.get() != orders || shippedMetric.get() != orders) {
            throw new IllegalStateException("%d of %d shipments audited".formatted(audited.get(), orders));
        }
    }
}

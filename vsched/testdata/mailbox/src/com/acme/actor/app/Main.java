package com.acme.actor.app;

import com.acme.actor.core.ActorRef;
import com.acme.actor.dispatch.ActorSystem;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * A shop: two front-end threads ask one Inventory actor to reserve stock
 * (ask returns a CompletableFuture) on a system of two dispatcher threads;
 * main joins every answer and checks the stock adds up.
 *
 * Usage: Main [orders-per-front-end] [fixed]
 *
 * The bug (racy variant): front-1 and front-2 both see the mailbox not
 * scheduled and both hand it to the pool; shop-dispatcher-1 and -2 run it
 * at once and the second to enter Actor.handle throws
 * IllegalStateException("actor inventory got Reserve[sku=apple, qty=1] in
 * shop-dispatcher-2 while shop-dispatcher-1 handles a message"); the ask
 * fails and main's join throws CompletionException with it.
 * java -ea -jar mailbox.jar 100000 shows it in most runs.
 */
public class Main {
    public static void main(String[] args) throws Exception {
        int orders = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        boolean fixed = args.length > 1 && args[1].equals("fixed");
        try (var system = new ActorSystem("shop", 2, fixed)) {
            var inventoryActor = new Inventory();
            ActorRef<Inventory.Msg> inventory = system.spawn(inventoryActor);
            inventory.tell(new Inventory.Restock("apple", 2 * orders));

            List<List<CompletableFuture<Object>>> replies = new ArrayList<>();
            List<Thread> fronts = new ArrayList<>();
            for (int f = 1; f <= 2; f++) {
                List<CompletableFuture<Object>> mine = new ArrayList<>();
                replies.add(mine);
                Thread t = new Thread(() -> {
                    for (int i = 0; i < orders; i++) {
                        String request = "GET /reserve?sku=apple&qty=1&order=%s-%d".formatted(Thread.currentThread().getName(), i);
                        String sku = request.substring(request.indexOf("sku=") + 4, request.indexOf('&'));
                        mine.add(inventory.ask(new Inventory.Reserve(sku, 1)));
                    }
                }, "front-" + f);
                fronts.add(t);
            }
            fronts.forEach(Thread::start);
            for (Thread t : fronts) {
                t.join();
            }
            int ok = 0;
            for (List<CompletableFuture<Object>> mine : replies) {
                for (CompletableFuture<Object> r : mine) {
                    if ((Boolean) r.join()) {
                        ok++;
                    }
                }
            }
            int left = (Integer) inventory.ask(new Inventory.Count("apple")).join();
            System.out.printf("%d reservations (%d counted by the actor), %d apples left%n", ok,
                    inventoryActor.reservations(), left);
            if (ok != 2 * orders || left != 0) {
                throw new IllegalStateException("%d reservations of %d, %d apples left".formatted(ok, 2 * orders, left));
            }
        }
    }
}

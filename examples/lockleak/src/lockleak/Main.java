/*
 * lockleak: a ReentrantLock not released when the guarded code throws.
 *
 * Two clerks apply orders to a shared stock. apply() takes the stock's
 * ReentrantLock, applies the order and unlocks, but the unlock is not in
 * a finally: an order for more items than are left throws
 * IllegalArgumentException between lock() and unlock(). The clerk catches
 * and logs it and goes on (the lock is reentrant, so its own later orders
 * still get through) and ends, still holding the lock. The other clerk
 * waits in lock() for ever.
 *
 * Failing schedule: clerk-1 applies its oversized reservation before
 * clerk-2 has taken all of its items: clerk-2 parks in lock() for good,
 * main in join(): deadlock. (If clerk-2 is done first, both finish.)
 *
 * java -jar lockleak.jar N [fixed]; N orders per clerk; "fixed" unlocks
 * in finally.
 */
package lockleak;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.ReentrantLock;

public class Main {
    sealed interface Order permits Reserve, Restock {}

    record Reserve(String item, int qty) implements Order {}

    record Restock(String item, int qty) implements Order {}

    static final class Stock {
        private final ReentrantLock lock = new ReentrantLock();
        private int onHand;
        private final boolean fixed;

        Stock(int onHand, boolean fixed) {
            this.onHand = onHand;
            this.fixed = fixed;
        }

        void apply(Order o) {
            lock.lock();
            if (fixed) {
                try {
                    change(o);
                } finally {
                    lock.unlock();
                }
            } else {
                change(o);
                lock.unlock();
            }
        }

        private void change(Order o) {
            var delta = o instanceof Reserve r ? -r.qty() : ((Restock) o).qty();
            if (onHand + delta < 0) {
                throw new IllegalArgumentException("only %d left, %s".formatted(onHand, o));
            }
            onHand += delta;
        }

        int onHand() {
            lock.lock();
            try {
                return onHand;
            } finally {
                lock.unlock();
            }
        }
    }

    static Thread clerk(String name, Stock stock, List<Order> orders, List<String> rejected) {
        return new Thread(() -> {
            for (var o : orders) {
                try {
                    stock.apply(o);
                } catch (IllegalArgumentException e) {
                    synchronized (rejected) {
                        rejected.add(name + ": " + e.getMessage());
                    }
                }
            }
        }, name);
    }

    public static void main(String[] args) throws InterruptedException {
        var n = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        var fixed = args.length > 1 && args[1].equals("fixed");
        var stock = new Stock(10, fixed);
        var first = new ArrayList<Order>();
        var second = new ArrayList<Order>();
        first.add(new Reserve("bolt", 50)); // more than there is
        for (var i = 0; i < n; i++) {
            first.add(new Restock("bolt", 1));
            second.add(new Reserve("bolt", 1));
        }
        var rejected = new ArrayList<String>();
        var c1 = clerk("clerk-1", stock, first, rejected);
        var c2 = clerk("clerk-2", stock, second, rejected);
        c1.start();
        c2.start();
        c1.join();
        c2.join();
        System.out.print("""
                on hand: %d
                rejected: %s
                """.formatted(stock.onHand(), rejected));
    }
}

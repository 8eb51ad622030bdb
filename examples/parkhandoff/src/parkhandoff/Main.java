/*
 * parkhandoff: a hand-rolled LockSupport.park/unpark hand-off that loses
 * its wake-up.
 *
 * A one-shot hand-off: the consumer checks the slot, and if it is empty
 * registers itself as the waiter and parks; the producer fills the slot
 * and unparks the waiter if there is one. The consumer registers after
 * its check: if the producer fills the slot and reads the (still null)
 * waiter between the two, nobody unparks the consumer, which parks for
 * good; main waits in join() for ever.
 *
 * Failing schedule: the consumer sees an empty slot, the producer fills
 * it and finds no waiter, the consumer registers and parks.
 *
 * java -jar parkhandoff.jar N [fixed]; N hand-offs; "fixed" registers
 * first and parks in a loop while the slot is empty.
 */
package parkhandoff;

import java.util.concurrent.locks.LockSupport;

public class Main {
    static final class Handoff<T> {
        private volatile T item;
        private volatile Thread waiter;

        void give(T x) {
            item = x;
            var w = waiter;
            if (w != null) {
                LockSupport.unpark(w);
            }
        }

        T take(boolean fixed) {
            if (fixed) {
                waiter = Thread.currentThread();
                while (item == null) {
                    LockSupport.park(this);
                }
            } else if (item == null) {
                waiter = Thread.currentThread();
                LockSupport.park(this);
            }
            waiter = null;
            return item;
        }
    }

    record Order(int id, String what) {}

    public static void main(String[] args) throws InterruptedException {
        var n = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        var fixed = args.length > 1 && args[1].equals("fixed");
        var served = 0;
        for (var i = 0; i < n; i++) {
            var h = new Handoff<Order>();
            var got = new Order[1];
            var consumer = new Thread(() -> got[0] = h.take(fixed), "consumer-" + i);
            consumer.start();
            h.give(new Order(i, "coffee"));
            consumer.join();
            if (got[0] == null) {
                throw new IllegalStateException("consumer woke without order " + i);
            }
            served++;
        }
        System.out.println("served " + served);
    }
}

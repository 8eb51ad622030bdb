/*
 * condbuffer: Condition.await under "if" instead of "while".
 *
 * A one-slot buffer built on a ReentrantLock with two Conditions. take
 * waits for an item with "if (items.isEmpty()) notEmpty.await()" and put
 * wakes every taker with signalAll. Two consumers wait; the producer puts
 * one item and signals both: the first takes the item, the second returns
 * from await, does not look again and removes from an empty deque.
 *
 * Failing schedule: consumer-1 and consumer-2 both await notEmpty;
 * producer puts item 1 and signalAll; consumer-1 takes it; consumer-2
 * wakes up: "java.util.NoSuchElementException" from
 * ArrayDeque.removeFirst in consumer-2.
 *
 * Compiled with --release 17 (a record as the item). java -jar
 * condbuffer.jar 20000 (items per consumer) fails on most runs; "fixed"
 * waits in a while loop.
 */
package condbuffer;

import java.util.ArrayDeque;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class Main {
    record Item(int seq, String from) {
    }

    static final class Buffer {
        private final ArrayDeque<Item> items = new ArrayDeque<>();
        private final ReentrantLock lock = new ReentrantLock();
        private final Condition notEmpty = lock.newCondition();
        private final Condition notFull = lock.newCondition();
        private final boolean fixed;

        Buffer(boolean fixed) {
            this.fixed = fixed;
        }

        void put(Item it) throws InterruptedException {
            lock.lock();
            try {
                while (!items.isEmpty()) {
                    notFull.await();
                }
                items.addLast(it);
                notEmpty.signalAll();
            } finally {
                lock.unlock();
            }
        }

        Item take() throws InterruptedException {
            lock.lock();
            try {
                if (fixed) {
                    while (items.isEmpty()) {
                        notEmpty.await();
                    }
                } else if (items.isEmpty()) {
                    notEmpty.await();
                }
                Item it = items.removeFirst();
                notFull.signal();
                return it;
            } finally {
                lock.unlock();
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int each = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        Buffer buf = new Buffer(args.length > 1 && args[1].equals("fixed"));
        Runnable consumer = () -> {
            try {
                for (int i = 0; i < each; i++) {
                    buf.take();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        };
        Thread c1 = new Thread(consumer, "consumer-1");
        Thread c2 = new Thread(consumer, "consumer-2");
        c1.start();
        c2.start();
        Thread producer = new Thread(() -> {
            try {
                for (int i = 1; i <= 2 * each; i++) {
                    buf.put(new Item(i, "producer"));
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "producer");
        producer.start();
        producer.join();
        c1.join();
        c2.join();
        System.out.println("all items consumed");
    }
}

package producerconsumer;

/*
 * producerconsumer: a bounded buffer whose consumers test the item count
 * without the buffer's lock.
 *
 * put() and the slow path of take() are proper monitors (wait/notifyAll in a
 * loop). take() however first checks `count > 0` unlocked and, if it sees an
 * item, removes it through a path that does not wait again. Two consumers can
 * both see the last item and both remove it.
 *
 * Race (RW): Buffer.count read by the unlocked test in take() vs written by
 * removeNow() of another consumer (and by put()).
 *
 * Failing schedule: the buffer holds one item; consumers C1 and C2 both pass
 * the unlocked test; C1 removes the item; C2 then removes from an empty
 * buffer -> RuntimeException ("buffer underflow").
 */
public class Main {
    static final int PRODUCERS = 4;
    static final int CONSUMERS = 3;
    static final int PER_PRODUCER = 3;
    static final int PER_CONSUMER = PRODUCERS * PER_PRODUCER / CONSUMERS;

    static final Buffer buffer = new Buffer(2);

    static class Producer extends Thread {
        private final int id;

        Producer(int id) {
            this.id = id;
        }

        public void run() {
            for (int i = 0; i < PER_PRODUCER; i++) {
                buffer.put(id * 100 + i);
            }
        }
    }

    static class Consumer extends Thread {
        int sum;

        public void run() {
            for (int i = 0; i < PER_CONSUMER; i++) {
                sum += buffer.take();
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread[] producers = new Thread[PRODUCERS];
        Consumer[] consumers = new Consumer[CONSUMERS];
        for (int i = 0; i < PRODUCERS; i++) {
            producers[i] = new Producer(i + 1);
            producers[i].start();
        }
        for (int i = 0; i < CONSUMERS; i++) {
            consumers[i] = new Consumer();
            consumers[i].start();
        }
        int total = 0;
        for (int i = 0; i < PRODUCERS; i++) {
            producers[i].join();
        }
        for (int i = 0; i < CONSUMERS; i++) {
            consumers[i].join();
            total += consumers[i].sum;
        }
        System.out.println("producerconsumer: total = " + total);
    }
}

class Buffer {
    private final int[] items;
    private int head;
    private int tail;
    int count;

    Buffer(int capacity) {
        items = new int[capacity];
    }

    synchronized void put(int v) {
        while (count == items.length) {
            waitHere();
        }
        items[tail] = v;
        tail = (tail + 1) % items.length;
        count++;
        notifyAll();
    }

    int take() {
        if (count > 0) {              // BUG: unlocked test of the shared count
            return removeNow();
        }
        return removeWhenReady();
    }

    private synchronized int removeWhenReady() {
        while (count == 0) {
            waitHere();
        }
        return removeNow();
    }

    private synchronized int removeNow() {
        if (count == 0) {
            throw new RuntimeException("buffer underflow");
        }
        int v = items[head];
        head = (head + 1) % items.length;
        count--;
        notifyAll();
        return v;
    }

    private void waitHere() {
        try {
            wait();
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }
    }
}

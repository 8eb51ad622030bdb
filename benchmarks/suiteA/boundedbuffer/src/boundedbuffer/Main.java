package boundedbuffer;

/*
 * boundedbuffer: a bounded buffer that wakes waiters with notify() where
 * notifyAll() is needed.
 *
 * Producers and consumers wait on the same monitor for different conditions
 * (not full / not empty). notify() wakes one arbitrary waiter, which may be
 * of the wrong kind: it re-checks its condition, waits again, and the wakeup
 * is lost for the thread that could have proceeded.
 *
 * Races: entries of put/take (MM); each wait vs the other threads' entries
 * (WM) and notifies (WN).
 *
 * Failing schedule (capacity 2): the consumers find the buffer empty and
 * wait; a producer fills it, its notifies wake two consumers; the other
 * producers find it full and wait; the two woken consumers empty the buffer
 * and their notifies wake the two remaining consumers instead of producers;
 * everybody ends up waiting -> deadlock.
 */
public class Main {
    static final int PAIRS = 4;
    static final int ITEMS = 2;

    public static void main(String[] args) throws InterruptedException {
        final Buffer buffer = new Buffer(2);
        Thread[] threads = new Thread[2 * PAIRS];
        for (int i = 0; i < PAIRS; i++) {
            threads[i] = new Producer(buffer, i);
            threads[PAIRS + i] = new Consumer(buffer);
        }
        for (int i = 0; i < threads.length; i++) {
            threads[i].start();
        }
        for (int i = 0; i < threads.length; i++) {
            threads[i].join();
        }
        System.out.println("boundedbuffer: ok");
    }
}

class Buffer {
    private final int[] slots;
    private int head;
    private int count;

    Buffer(int capacity) {
        slots = new int[capacity];
    }

    synchronized void put(int v) throws InterruptedException {
        while (count == slots.length) {
            wait();
        }
        slots[(head + count) % slots.length] = v;
        count++;
        notify();                    // BUG: should be notifyAll()
    }

    synchronized int take() throws InterruptedException {
        while (count == 0) {
            wait();
        }
        int v = slots[head];
        head = (head + 1) % slots.length;
        count--;
        notify();                    // BUG: should be notifyAll()
        return v;
    }
}

class Producer extends Thread {
    private final Buffer buffer;
    private final int id;

    Producer(Buffer buffer, int id) {
        this.buffer = buffer;
        this.id = id;
    }

    public void run() {
        try {
            for (int i = 0; i < Main.ITEMS; i++) {
                buffer.put(id * 10 + i);
            }
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }
    }
}

class Consumer extends Thread {
    private final Buffer buffer;

    Consumer(Buffer buffer) {
        this.buffer = buffer;
    }

    public void run() {
        try {
            for (int i = 0; i < Main.ITEMS; i++) {
                buffer.take();
            }
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }
    }
}

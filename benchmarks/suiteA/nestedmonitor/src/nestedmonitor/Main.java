package nestedmonitor;

/*
 * nestedmonitor: a wait inside nested monitors.
 *
 * Channel wraps a small Cell queue and makes its own put/take synchronized, so
 * a thread that waits inside Cell releases the Cell monitor but still holds
 * the Channel monitor. The thread that could wake it needs that monitor
 * first.
 *
 * Races: entries of Channel and of Cell by the two threads (MM); each
 * thread's wait on the Cell vs the other's Cell entry (WM) and notify (WN).
 *
 * Failing schedule: Taker enters Channel.take before Putter's put, finds the
 * cell empty and waits on the Cell while still holding the Channel; Putter
 * blocks on the Channel monitor -> deadlock.
 */
public class Main {
    static final int ITEMS = 2;
    static final Channel channel = new Channel();

    static class Putter extends Thread {
        public void run() {
            for (int i = 1; i <= ITEMS; i++) {
                channel.put(i);
            }
        }
    }

    static class Taker extends Thread {
        public void run() {
            int sum = 0;
            for (int i = 1; i <= ITEMS; i++) {
                sum += channel.take();
            }
            System.out.println("nestedmonitor: sum = " + sum);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread putter = new Putter();
        Thread taker = new Taker();
        putter.start();
        taker.start();
        putter.join();
        taker.join();
    }
}

class Channel {
    private final Cell cell = new Cell();

    synchronized void put(int v) {
        cell.put(v);              // BUG: waits inside cell while holding this
    }

    synchronized int take() {
        return cell.take();
    }
}

class Cell {
    private final int[] slots = new int[Main.ITEMS];
    private int head;
    private int count;

    synchronized void put(int v) {
        try {
            while (count == slots.length) {
                wait();
            }
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }
        slots[(head + count) % slots.length] = v;
        count++;
        notify();
    }

    synchronized int take() {
        try {
            while (count == 0) {
                wait();
            }
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }
        int v = slots[head];
        head = (head + 1) % slots.length;
        count--;
        notify();
        return v;
    }
}

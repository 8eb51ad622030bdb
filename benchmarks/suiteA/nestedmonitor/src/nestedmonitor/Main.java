package nestedmonitor;

/*
 * nestedmonitor: a wait inside nested monitors.
 *
 * Channel wraps a one-slot Cell and makes its own put/take synchronized, so
 * a thread that waits inside Cell releases the Cell monitor but still holds
 * the Channel monitor. The thread that could wake it needs that monitor
 * first.
 *
 * Races: entries of Channel and of Cell by the two threads (MM); each
 * thread's wait on the Cell vs the other's Cell entry (WM) and notify (WN).
 *
 * Failing schedule: Taker enters Channel.take, finds the cell empty and waits
 * on the Cell while holding the Channel; Putter blocks on the Channel
 * monitor -> deadlock. (Also: Putter puts twice before Taker takes.)
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
    private boolean full;
    private int value;

    synchronized void put(int v) {
        try {
            while (full) {
                wait();
            }
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }
        value = v;
        full = true;
        notify();
    }

    synchronized int take() {
        try {
            while (!full) {
                wait();
            }
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }
        full = false;
        notify();
        return value;
    }
}

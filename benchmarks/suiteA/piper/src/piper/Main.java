package piper;

/*
 * piper: 32 threads passing messages through a one-slot pipe, where a
 * woken sender can be barged.
 *
 * Sixteen Pipers each put one tune into the pipe and sixteen Listeners each
 * take one. take() waits in a loop, but put() waits with a plain `if`: a
 * sender woken by notifyAll does not re-check whether the slot is still
 * free, so if another sender got into the monitor first (barging) it
 * overwrites the tune waiting in the slot. One tune is lost, so one Listener
 * waits forever.
 *
 * Races: the entries of the Pipe monitor (MM); a waiting sender's wakeup vs
 * another sender's entry (WM) and vs the take() notifyAll that woke it (WN).
 *
 * Failing schedule: the slot is full and sender S1 waits; a listener takes
 * the tune and notifies; before S1 re-enters, sender S2 enters, finds the
 * slot free and fills it; S1 resumes past its `if` and overwrites S2's tune.
 * Sixteen takes now see only fifteen tunes: the last listener waits forever
 * -> deadlock.
 */
public class Main {
    static final int PAIRS = 16;

    public static void main(String[] args) throws InterruptedException {
        Pipe pipe = new Pipe();
        Thread[] threads = new Thread[2 * PAIRS];
        for (int i = 0; i < PAIRS; i++) {
            threads[2 * i] = new Piper(pipe, i + 1);
            threads[2 * i + 1] = new Listener(pipe);
        }
        for (int i = 0; i < threads.length; i++) {
            threads[i].start();
        }
        for (int i = 0; i < threads.length; i++) {
            threads[i].join();
        }
        System.out.println("piper: ok");
    }
}

class Pipe {
    private int tune;
    private boolean full;

    synchronized void put(int t) throws InterruptedException {
        if (full) {                   // BUG: `if`, not `while`
            wait();
        }
        tune = t;
        full = true;
        notifyAll();
    }

    synchronized int take() throws InterruptedException {
        while (!full) {
            wait();
        }
        full = false;
        notifyAll();
        return tune;
    }
}

class Piper extends Thread {
    private final Pipe pipe;
    private final int tune;

    Piper(Pipe pipe, int tune) {
        this.pipe = pipe;
        this.tune = tune;
    }

    public void run() {
        try {
            pipe.put(tune);
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }
    }
}

class Listener extends Thread {
    private final Pipe pipe;

    Listener(Pipe pipe) {
        this.pipe = pipe;
    }

    public void run() {
        try {
            pipe.take();
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }
    }
}

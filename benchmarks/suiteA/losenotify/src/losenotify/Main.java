package losenotify;

/*
 * losenotify: a notification that can arrive before the wait it is meant for.
 *
 * Consumer waits on the mailbox unconditionally (no "while (!posted)" guard);
 * Producer stores a message and notifies once. If Producer runs first, the
 * notify finds nobody waiting and is lost.
 *
 * Races: the monitor entries of Mailbox by both threads (MM), Consumer's
 * wait vs Producer's entry (WM) and vs Producer's notify (WN).
 *
 * Failing schedule: Producer enters, posts and notifies; Consumer then
 * enters and waits forever; main blocks in join -> deadlock.
 */
public class Main {
    static final Mailbox box = new Mailbox();

    static class Consumer extends Thread {
        public void run() {
            try {
                System.out.println("received " + box.receive());
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        }
    }

    static class Producer extends Thread {
        public void run() {
            box.send(42);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread c = new Consumer();
        Thread p = new Producer();
        c.start();
        p.start();
        c.join();
        p.join();
    }
}

class Mailbox {
    private int message;

    synchronized int receive() throws InterruptedException {
        wait();                       // BUG: no check whether a message is already there
        return message;
    }

    synchronized void send(int m) {
        message = m;
        notify();
    }
}

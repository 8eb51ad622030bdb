package clean;

/*
 * clean: an event-count handshake whose counter is tested outside the lock.
 *
 * First waits for event1 and then signals event2; Second signals event1 and
 * then waits for event2. Each compares its last seen count with the event's
 * count WITHOUT holding the event's monitor, and only then calls
 * waitForEvent(). A signal that falls between the test and the wait is lost.
 *
 * Races (RW): Event.count read by First (test and copy) vs written by
 * Second's signalEvent() on event1; likewise on event2 the other way round.
 *
 * Failing schedule: First reads event1.count == count (both 0); Second
 * signals event1 (nobody is waiting yet), tests event2 and waits; First then
 * waits on event1 -> both wait forever -> deadlock.
 */
public class Main {
    static final int ROUNDS = 2;
    static final Event event1 = new Event();
    static final Event event2 = new Event();

    static class First extends Thread {
        public void run() {
            int count = 0;
            for (int i = 0; i < ROUNDS; i++) {
                if (count == event1.count) {
                    event1.waitForEvent();
                }
                count = event1.count;
                event2.signalEvent();
            }
        }
    }

    static class Second extends Thread {
        public void run() {
            int count = 0;
            for (int i = 0; i < ROUNDS; i++) {
                event1.signalEvent();
                if (count == event2.count) {
                    event2.waitForEvent();
                }
                count = event2.count;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread first = new First();
        Thread second = new Second();
        first.start();
        second.start();
        first.join();
        second.join();
        System.out.println("clean: ok");
    }
}

class Event {
    int count;

    synchronized void waitForEvent() {
        try {
            wait();
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }
    }

    synchronized void signalEvent() {
        count = count + 1;
        notifyAll();
    }
}

package raxextend;

/*
 * raxextend: the Remote Agent event-counter race, among many threads.
 *
 * The Planner posts plans on a one-slot board and signals the `ready` event
 * (a counter with wait/notifyAll). The Executive waits for the counter to
 * change, takes the posted plan, and then records the event count it has
 * seen -- reading Event.count WITHOUT the event's monitor, as in the Remote
 * Agent executive. Nine Sensor threads meanwhile log telemetry through a
 * synchronized recorder; they only contend for monitors.
 *
 * Race (RW): Event.count read by the Executive (unlocked test and copy) vs
 * written by signal() in the Planner.
 *
 * Failing schedule: the Executive takes plan 1; before it copies the
 * counter, the Planner posts plan 2 and signals again; the Executive records
 * count 2 for plan 1 -> RuntimeException.
 */
public class Main {
    static final int PLANS = 2;
    static final int SENSORS = 9;

    public static void main(String[] args) throws InterruptedException {
        Event ready = new Event();
        Board board = new Board();
        Telemetry log = new Telemetry();
        Thread[] threads = new Thread[SENSORS + 2];
        threads[0] = new Planner(board, ready);
        threads[1] = new Executive(board, ready);
        for (int i = 0; i < SENSORS; i++) {
            threads[i + 2] = new Sensor(i, log);
        }
        for (int i = 0; i < threads.length; i++) {
            threads[i].start();
        }
        for (int i = 0; i < threads.length; i++) {
            threads[i].join();
        }
        System.out.println("raxextend: " + log.entries + " readings, sum " + log.sum);
    }
}

class Plan {
    final int id;

    Plan(int id) {
        this.id = id;
    }
}

class Event {
    int count;

    synchronized void signal() {
        count++;
        notifyAll();
    }

    synchronized void awaitChange(int seen) throws InterruptedException {
        while (count == seen) {
            wait();
        }
    }
}

class Board {
    private Plan slot;

    synchronized void post(Plan p) throws InterruptedException {
        while (slot != null) {
            wait();
        }
        slot = p;
        notifyAll();
    }

    synchronized Plan take() throws InterruptedException {
        while (slot == null) {
            wait();
        }
        Plan p = slot;
        slot = null;
        notifyAll();
        return p;
    }
}

class Telemetry {
    int entries;
    int sum;

    synchronized void record(int sensor, int value) {
        entries++;
        sum += sensor * 10 + value;
    }
}

class Planner extends Thread {
    private final Board board;
    private final Event ready;

    Planner(Board board, Event ready) {
        this.board = board;
        this.ready = ready;
    }

    public void run() {
        try {
            for (int k = 1; k <= Main.PLANS; k++) {
                board.post(new Plan(k));
                ready.signal();
            }
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }
    }
}

class Executive extends Thread {
    private final Board board;
    private final Event ready;

    Executive(Board board, Event ready) {
        this.board = board;
        this.ready = ready;
    }

    public void run() {
        int seen = 0;
        try {
            for (int round = 1; round <= Main.PLANS; round++) {
                if (seen == ready.count) {          // BUG: unlocked read
                    ready.awaitChange(seen);
                }
                Plan plan = board.take();
                seen = ready.count;                 // BUG: unlocked read
                if (plan.id != seen) {
                    throw new RuntimeException("executing plan " + plan.id + " at event " + seen);
                }
            }
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }
    }
}

class Sensor extends Thread {
    private final int id;
    private final Telemetry log;

    Sensor(int id, Telemetry log) {
        this.id = id;
        this.log = log;
    }

    public void run() {
        for (int i = 0; i < 2; i++) {
            log.record(id, i);
        }
    }
}

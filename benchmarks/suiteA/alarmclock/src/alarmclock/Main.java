package alarmclock;

/*
 * alarmclock: an alarm clock whose list of sleepers is peeked at without
 * the clock's lock.
 *
 * Two Client threads each ask to be woken a few ticks from now; the Ticker
 * thread advances the time. AlarmClock keeps the pending sleepers in a list
 * sorted by wake-up time. A woken client unlinks itself from the list. The
 * ticker's fast path tests `head != null` and then reads `head.wakeAt`
 * without holding the clock's monitor, so the head can be unlinked in
 * between.
 *
 * Race (RW): AlarmClock.head read twice by tick() (unlocked) vs written by
 * unlink() when a woken client removes itself.
 *
 * Failing schedule: client A sleeps 1 tick; tick 1 rings A; on tick 2 the
 * ticker reads head (A, not null); A wakes and unlinks itself, head becomes
 * null; the ticker reads head.wakeAt -> NullPointerException.
 */
public class Main {
    static final int TICKS = 3;

    public static void main(String[] args) throws InterruptedException {
        AlarmClock clock = new AlarmClock();
        Thread a = new Client("A", clock, 1, 2);
        Thread b = new Client("B", clock, 2, 1);
        Thread ticker = new Ticker(clock, TICKS);
        a.start();
        b.start();
        ticker.start();
        a.join();
        b.join();
        ticker.join();
        System.out.println("alarmclock: ok");
    }
}

class Sleeper {
    final String name;
    int wakeAt;
    boolean rung;        // guarded by this
    boolean signalled;   // guarded by the clock
    Sleeper next;        // guarded by the clock

    Sleeper(String name) {
        this.name = name;
    }
}

class AlarmClock {
    private int now;
    private boolean closed;
    Sleeper head;

    /** Blocks the caller until the clock has advanced by ticks (or closed). */
    int sleep(Sleeper s, int ticks) throws InterruptedException {
        synchronized (this) {
            if (closed) {
                return now;
            }
            s.wakeAt = now + ticks;
            s.signalled = false;
            insert(s);
        }
        synchronized (s) {
            while (!s.rung) {
                s.wait();
            }
            s.rung = false;
        }
        synchronized (this) {
            unlink(s);
            return now;
        }
    }

    void tick() {
        int t;
        synchronized (this) {
            now++;
            t = now;
        }
        // BUG: peeks at the shared list without the clock's monitor.
        if (head == null || head.wakeAt > t) {
            return;
        }
        ringDue(t, false);
    }

    /** No more ticks: wake everybody still sleeping and refuse new sleepers. */
    void close() {
        synchronized (this) {
            closed = true;
        }
        ringDue(0, true);
    }

    private void ringDue(int t, boolean all) {
        synchronized (this) {
            for (Sleeper s = head; s != null; s = s.next) {
                if (!s.signalled && (all || s.wakeAt <= t)) {
                    s.signalled = true;
                    ring(s);
                }
            }
        }
    }

    private void ring(Sleeper s) {
        synchronized (s) {
            s.rung = true;
            s.notify();
        }
    }

    private void insert(Sleeper s) {
        if (head == null || s.wakeAt < head.wakeAt) {
            s.next = head;
            head = s;
            return;
        }
        Sleeper p = head;
        while (p.next != null && p.next.wakeAt <= s.wakeAt) {
            p = p.next;
        }
        s.next = p.next;
        p.next = s;
    }

    private void unlink(Sleeper s) {
        if (head == s) {
            head = s.next;
        } else {
            Sleeper p = head;
            while (p != null && p.next != s) {
                p = p.next;
            }
            if (p != null) {
                p.next = s.next;
            }
        }
        s.next = null;
    }
}

class Client extends Thread {
    private final Sleeper me;
    private final AlarmClock clock;
    private final int ticks;
    private final int times;

    Client(String name, AlarmClock clock, int ticks, int times) {
        this.me = new Sleeper(name);
        this.clock = clock;
        this.ticks = ticks;
        this.times = times;
    }

    public void run() {
        try {
            for (int i = 0; i < times; i++) {
                int woke = clock.sleep(me, ticks);
                System.out.println(me.name + " woke at " + woke);
            }
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }
    }
}

class Ticker extends Thread {
    private final AlarmClock clock;
    private final int ticks;

    Ticker(AlarmClock clock, int ticks) {
        this.clock = clock;
        this.ticks = ticks;
    }

    public void run() {
        for (int i = 0; i < ticks; i++) {
            clock.tick();
        }
        clock.close();
    }
}

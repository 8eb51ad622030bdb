import java.util.concurrent.locks.LockSupport;

// main starts t, which blocks (the mode: park, wait, sleep, join, or lock
// and enter: t enters a monitor main holds since before the start, or
// takes after it), and throws if it sees t WAITING, TIMED_WAITING or
// BLOCKED: whether it does depends on whether t blocked before main's
// getState. Then main
// lets t go on (unpark, notify, unpark the thread t joins, release the
// monitor) and joins it (t is a daemon: the program ends when main
// throws). With "fixed", main lets t go and joins it before the check,
// which then sees TERMINATED.
public class StateRace {
    static boolean done;

    public static void main(String[] args) throws Exception {
        String mode = args.length > 0 ? args[0] : "park";
        boolean fixed = args.length > 1 && args[1].equals("fixed");
        Object o = new Object();
        Thread other = new Thread(LockSupport::park, "other"); // the thread t joins
        other.setDaemon(true);
        Runnable body; // chosen by main: t reads nothing main writes after the start
        switch (mode) {
            case "park":
                body = () -> LockSupport.park(); // main's unpark, before or after
                break;
            case "wait":
                body = () -> {
                    synchronized (o) {
                        while (!done) {
                            try {
                                o.wait();
                            } catch (InterruptedException e) {
                                throw new RuntimeException(e);
                            }
                        }
                    }
                };
                break;
            case "sleep":
                body = () -> {
                    try {
                        Thread.sleep(1);
                    } catch (InterruptedException e) {
                        throw new RuntimeException(e);
                    }
                };
                break;
            case "join":
                body = () -> {
                    try {
                        other.join();
                    } catch (InterruptedException e) {
                        throw new RuntimeException(e);
                    }
                };
                break;
            default: // lock, enter
                body = () -> {
                    synchronized (o) {
                    }
                };
        }
        Thread t = new Thread(body, "t");
        t.setDaemon(true); // a throwing main leaves no blocked t behind
        if (mode.equals("lock")) {
            synchronized (o) {
                t.start();
                if (!fixed) {
                    check(t);
                }
            }
        } else if (mode.equals("enter")) {
            t.start();
            synchronized (o) {
                Thread.yield();
                if (!fixed) {
                    check(t);
                }
            }
        } else {
            if (mode.equals("join")) {
                other.start();
            }
            t.start();
            if (!fixed) {
                check(t);
            }
            release(mode, t, o, other);
        }
        t.join();
        check(t);
    }

    static void release(String mode, Thread t, Object o, Thread other) {
        switch (mode) {
            case "park":
                LockSupport.unpark(t);
                break;
            case "wait":
                synchronized (o) {
                    done = true;
                    o.notifyAll();
                }
                break;
            case "join":
                LockSupport.unpark(other);
                break;
        }
    }

    static void check(Thread t) {
        Thread.State s = t.getState();
        if (s == Thread.State.WAITING || s == Thread.State.TIMED_WAITING || s == Thread.State.BLOCKED) {
            throw new IllegalStateException("t is " + s);
        }
    }
}

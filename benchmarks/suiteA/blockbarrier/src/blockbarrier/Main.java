package blockbarrier;

/*
 * blockbarrier: a reusable barrier that can be barged.
 *
 * Four workers run ROUNDS rounds; in each round they deposit a contribution
 * and call Barrier.await(round). The barrier counts arrivals; the last one
 * opens the gate (round++, notifyAll) and the others wait while
 * `arrived < parties`. The arrival count is only reset when the last of the
 * released threads has left. A thread that re-enters the barrier for the next
 * round before all released waiters have re-acquired the monitor (barging)
 * finds `arrived` still at `parties`, does not wait, and runs into a round
 * that has not been opened for it.
 *
 * Races: all accesses are inside the Barrier monitor; the bug is a race
 * between a notified waiter re-acquiring the monitor and another thread's
 * monitor entry (WM): the wait in await() vs the entry of await().
 *
 * Failing schedule: in round 1 the last worker opens the gate, leaves, and
 * immediately re-enters for round 2 before the three woken workers leave:
 * arrived is 5 > parties, it passes without waiting and finds gate round 1
 * != 2 -> RuntimeException.
 */
public class Main {
    static final int PARTIES = 4;
    static final int ROUNDS = 2;

    public static void main(String[] args) throws InterruptedException {
        Barrier barrier = new Barrier(PARTIES);
        Worker[] workers = new Worker[PARTIES];
        for (int i = 0; i < PARTIES; i++) {
            workers[i] = new Worker(i, barrier);
        }
        for (int i = 0; i < PARTIES; i++) {
            workers[i].start();
        }
        for (int i = 0; i < PARTIES; i++) {
            workers[i].join();
        }
        int total = 0;
        for (int i = 0; i < PARTIES; i++) {
            total += workers[i].seen;
        }
        System.out.println("blockbarrier: total = " + total);
    }
}

class Worker extends Thread {
    private final int id;
    private final Barrier barrier;
    int seen;

    Worker(int id, Barrier barrier) {
        this.id = id;
        this.barrier = barrier;
    }

    public void run() {
        for (int round = 1; round <= Main.ROUNDS; round++) {
            int contribution = (id + 1) * round;
            seen += barrier.await(round, contribution);
        }
    }
}

class Barrier {
    private final int parties;
    private int arrived;        // threads that arrived in the current round
    private int leaving;        // released threads that have left
    private int gate;           // number of the last opened round
    private int sum;            // contributions of the current round
    private int result;         // sum of the last opened round

    Barrier(int parties) {
        this.parties = parties;
    }

    /** Returns the sum of all contributions of the given round. */
    synchronized int await(int round, int contribution) {
        arrived++;
        sum += contribution;
        if (arrived == parties) {
            gate++;
            result = sum;
            sum = 0;
            notifyAll();
        } else {
            while (arrived < parties) {
                try {
                    wait();
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            }
        }
        if (gate != round) {
            throw new RuntimeException("passed the barrier of round " + gate + " in round " + round);
        }
        int r = result;
        leaving++;
        if (leaving == parties) {
            arrived = 0;        // only now may the next round begin
            leaving = 0;
        }
        return r;
    }
}

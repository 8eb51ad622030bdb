package dining;

/*
 * dining: dining philosophers where each philosopher eats twice ("Dining"
 * of Table 8.1 of the dissertation). Philosopher i takes fork i, then fork
 * (i + 1) % n, eats, and puts them back in reverse order.
 *
 * Counting the orders of fork acquisitions that can actually happen
 * (deadlocked runs included) gives 831 Mazurkiewicz traces for 4
 * philosophers, 5851 for 5 and 38786 for 6, which matches the
 * dissertation's Dining 1, 2 and 3 (831, 5852, 38787) up to one trace;
 * so Dining 1..3 are taken to be 4, 5 and 6 philosophers.
 *
 * Bug: deadlock. Every philosopher takes its left fork (the outer
 * synchronized below) before any takes its right one (the inner
 * synchronized); then each waits for the fork its right neighbour holds.
 *
 * Usage: dining.Main [philosophers]   (default 4)
 */
public class Main {
    static final int MEALS = 2;

    static final class Fork {
    }

    static class Philosopher extends Thread {
        private final Fork left;
        private final Fork right;
        int meals;

        Philosopher(Fork left, Fork right) {
            this.left = left;
            this.right = right;
        }

        public void run() {
            for (int k = 0; k < MEALS; k++) {
                synchronized (left) {
                    synchronized (right) {
                        meals++;
                    }
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 4;
        Fork[] forks = new Fork[n];
        for (int i = 0; i < n; i++) {
            forks[i] = new Fork();
        }
        Philosopher[] ps = new Philosopher[n];
        for (int i = 0; i < n; i++) {
            ps[i] = new Philosopher(forks[i], forks[(i + 1) % n]);
            ps[i].start();
        }
    }
}

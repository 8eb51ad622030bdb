package diningphilosopher;

/*
 * diningphilosopher: five philosophers, each takes its left fork, then its
 * right fork. Races (MM): the two fork entries of neighbouring philosophers
 * (forks live in one array, so every entry may alias every other).
 * Failing schedule: all five take their left fork, then all wait -> deadlock.
 */
public class Main {
    static final int N = 5;
    static final Fork[] forks = new Fork[N];

    static class Philosopher extends Thread {
        private final int id;

        Philosopher(int id) {
            this.id = id;
        }

        public void run() {
            Fork left = forks[id];
            Fork right = forks[(id + 1) % N];
            synchronized (left) {
                synchronized (right) {
                    left.uses++;
                    right.uses++;
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        for (int i = 0; i < N; i++) {
            forks[i] = new Fork();
        }
        Thread[] ps = new Thread[N];
        for (int i = 0; i < N; i++) {
            ps[i] = new Philosopher(i);
            ps[i].start();
        }
        for (int i = 0; i < N; i++) {
            ps[i].join();
        }
        System.out.println("diningphilosopher: ok");
    }
}

class Fork {
    int uses;
}

// Forks: n philosophers (args[0], 3 by default) in a ring, each takes
// its left fork, then its right one, and counts its meal in both; the
// last one takes them in the other order, so they never deadlock. Main
// starts them and joins each. The orders of the neighbours' fork entries
// and of main's joins with the philosophers' ends are the traces.
public class Forks {
    static final class Fork {
        int uses;
    }

    public static void main(String[] args) throws InterruptedException {
        final int n = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        final Fork[] forks = new Fork[n];
        for (int i = 0; i < n; i++) {
            forks[i] = new Fork();
        }
        Thread[] ps = new Thread[n];
        for (int i = 0; i < n; i++) {
            final int id = i;
            ps[i] = new Thread(() -> {
                Fork first = forks[id];
                Fork second = forks[(id + 1) % n];
                if (id == n - 1) {
                    Fork f = first;
                    first = second;
                    second = f;
                }
                synchronized (first) {
                    synchronized (second) {
                        first.uses++;
                        second.uses++;
                    }
                }
            });
            ps[i].start();
        }
        for (int i = 0; i < n; i++) {
            ps[i].join();
        }
    }
}

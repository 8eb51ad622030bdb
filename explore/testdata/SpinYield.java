// Two workers take a ticket each with a get-then-set of a volatile counter
// (the pair is not atomic: both may take the same ticket), then wait for
// each other at a barrier that spins on Thread.yield (with "busy" as the
// second argument: on nothing). With "fixed" they take the ticket under a
// lock.
public class SpinYield {
    static volatile int next;
    static volatile int arrived;
    static final Object lock = new Object();
    static final int[] tickets = new int[2];

    static int take(boolean fixed) {
        if (fixed) {
            synchronized (lock) {
                return next++;
            }
        }
        int v = next;
        next = v + 1;
        return v;
    }

    public static void main(String[] args) throws InterruptedException {
        final boolean fixed = args.length > 0 && args[0].equals("fixed");
        final boolean busy = args.length > 1 && args[1].equals("busy");
        Thread[] workers = new Thread[2];
        for (int i = 0; i < workers.length; i++) {
            final int id = i;
            workers[i] = new Thread(() -> {
                tickets[id] = take(fixed);
                synchronized (lock) {
                    arrived++;
                }
                while (arrived < 2) {
                    if (!busy) {
                        Thread.yield();
                    }
                }
            });
            workers[i].start();
        }
        for (Thread w : workers) {
            w.join();
        }
        if (tickets[0] == tickets[1]) {
            throw new IllegalStateException("both workers took ticket " + tickets[0]);
        }
    }
}

// A thread driven to a goal spins (Thread.yield) while the thread it
// waits for is held back, and each turn of its loop reads a volatile
// flag: a backtracking point whose pair (the flag's write first) drives
// the other thread, which yields 100 times before it writes the flag.
// No bug. A run restored from the snapshot of such a point must count
// its own spins, not also those of the run that made the point.
public class SpinCarry {
    static volatile boolean ready;
    static volatile int x;

    public static void main(String[] args) throws Exception {
        Thread b = new Thread(() -> {
            int n = 0;
            while (!ready) {
                n++;
                Thread.yield();
            }
            x = n;
        });
        Thread c = new Thread(() -> {
            for (int i = 0; i < 100; i++) {
                Thread.yield();
            }
            ready = true;
        });
        b.start();
        c.start();
        int seen = x;
        b.join();
        c.join();
        assert seen >= 0;
    }
}

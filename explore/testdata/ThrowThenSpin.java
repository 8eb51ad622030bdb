// The worker fails when it reads config before main has set it; main then
// waits for a flag only the worker would have raised, for ever (java
// prints the worker's exception and hangs). Every run in which the worker
// fails is cut off at a bound of the budget: the exception must still be
// reported, and its trace must replay.
public class ThrowThenSpin {
    static int config;
    static volatile boolean done;

    public static void main(String[] args) {
        Thread worker = new Thread(() -> {
            if (config == 0) {
                throw new IllegalStateException("worker saw no config");
            }
            done = true;
        }, "worker");
        worker.start();
        config = 42;
        while (!done) {
            Thread.yield();
        }
    }
}

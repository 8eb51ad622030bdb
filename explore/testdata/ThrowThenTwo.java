// The worker fails at once; main and the spinner then take turns for
// ever. A strategy that cuts such a run off at a scheduling point after
// the failure records why in the trace, and the replay must stop at the
// same point: past the trace's decisions both threads are still enabled.
public class ThrowThenTwo {
    static volatile boolean done;

    public static void main(String[] args) {
        Thread worker = new Thread(() -> {
            throw new IllegalStateException("worker failed");
        }, "worker");
        Thread spinner = new Thread(() -> {
            while (!done) {
                Thread.yield();
            }
        }, "spinner");
        worker.start();
        spinner.start();
        while (!done) {
            Thread.yield();
        }
    }
}

package replicatedworker;

/** Seeds the pool with the root tasks, closes it and waits for the end. */
final class Coordinator extends Thread {
    private final Config config;
    private final WorkPool pool;
    private final Accumulator result;

    Coordinator(Config config, WorkPool pool, Accumulator result) {
        this.config = config;
        this.pool = pool;
        this.result = result;
    }

    public void run() {
        try {
            int lo = 1;
            for (int r = 0; r < config.roots; r++) {
                int hi = lo + config.rootSize - 1;
                pool.put(new RangeTask(lo, hi, config.threshold()));
                lo = hi + 1;
            }
            pool.close();
            pool.awaitDone();
            System.out.println("coordinator: pool terminated after " + result.parts() + " parts");
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }
    }

    /** The sum of squares of 1..roots*rootSize, for comparison. */
    int expected() {
        int n = config.roots * config.rootSize;
        return n * (n + 1) * (2 * n + 1) / 6;
    }
}

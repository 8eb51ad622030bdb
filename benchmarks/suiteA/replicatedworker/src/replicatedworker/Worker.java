package replicatedworker;

/** One of the replicated workers: take, execute, repeat until the pool says stop. */
final class Worker extends Thread {
    private final int id;
    private final WorkPool pool;
    private final Accumulator result;
    private int executed;

    Worker(int id, WorkPool pool, Accumulator result) {
        this.id = id;
        this.pool = pool;
        this.result = result;
    }

    public void run() {
        try {
            while (true) {
                Task t = pool.take();
                if (t == null) {
                    break;
                }
                t.execute(pool, result);
                executed++;
            }
        } catch (InterruptedException e) {
            throw new RuntimeException("worker " + id + " interrupted", e);
        }
    }

    int executed() {
        return executed;
    }
}

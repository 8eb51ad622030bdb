package replicatedworker;

/*
 * replicatedworker: a replicated-workers framework whose termination
 * detection counts idle workers without a lock.
 *
 * A Coordinator seeds a WorkPool with root tasks and closes it; four Workers
 * repeatedly take a task, execute it (a task may split itself and put the
 * halves back) and take again. The computation is over when the pool is
 * closed, empty, and every worker is idle in take(). Workers announce that
 * they are idle with `idle++` BEFORE entering the pool's monitor.
 *
 * Race (RW): WorkPool.idle, the unlocked `idle++` in take() of one worker vs
 * the same read-modify-write of another worker (or the locked `idle--`).
 *
 * Failing schedule: two workers run `idle++` together; both read the same
 * value, one increment is lost. When all four workers are finally waiting in
 * take(), idle is 3, so none of them sees `idle == workers`, nobody sets
 * `done`: the workers and the Coordinator (waiting for done) block forever
 * -> deadlock.
 */
public class Main {
    static final int WORKERS = 4;

    public static void main(String[] args) throws InterruptedException {
        Config config = new Config(WORKERS, 2, 4);
        WorkPool pool = new WorkPool(config.workers, 4);
        Accumulator result = new Accumulator();
        Coordinator coordinator = new Coordinator(config, pool, result);
        Worker[] workers = new Worker[config.workers];
        for (int i = 0; i < workers.length; i++) {
            workers[i] = new Worker(i, pool, result);
        }
        coordinator.start();
        for (int i = 0; i < workers.length; i++) {
            workers[i].start();
        }
        coordinator.join();
        int executed = 0;
        for (int i = 0; i < workers.length; i++) {
            workers[i].join();
            executed += workers[i].executed();
        }
        System.out.println("replicatedworker: " + executed + " tasks, result " + result.get()
                + " (expected " + coordinator.expected() + ")");
    }
}

// Executor tasks: submit and execute start a (multi-instance) thread
// running the task, the task objects and their captures escape, and the
// Future submit returns is not the task. count is raced by the two
// tasks and by main; Stats.hits only by the tasks of one execute call
// site (two instances); local is never shared. Future.get is not a join
// to the analysis, so main's last write of count is paired too.
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;

class Executors {
    static int count;

    static final class Stats {
        int hits;

        void hit() {
            hits++;
        }
    }

    public static void main(String[] args) throws Exception {
        ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(2);
        Stats stats = new Stats();
        Stats local = new Stats();
        Future<?> f = pool.submit(() -> count++);
        for (int i = 0; i < 2; i++) {
            pool.execute(stats::hit);
        }
        local.hit();
        f.get();
        count = 0;
        pool.shutdown();
    }
}

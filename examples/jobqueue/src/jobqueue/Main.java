/*
 * jobqueue: check-then-act on a shared ArrayList by tasks a thread pool
 * runs with execute(); the exception kills a pool thread.
 *
 * Jobs wait in a plain ArrayList. Two tasks, handed to a fixed pool of
 * daemon threads (a ThreadFactory lambda names them worker-1 and
 * worker-2) with execute(), each loop "if the list is not empty, remove
 * its first job". Between one worker's isEmpty and its remove(0) the
 * other can take the last job. main waits on a CountDownLatch that the
 * tasks count down in a finally block, then stops the pool with
 * shutdownNow, which interrupts the idle workers.
 *
 * Failing schedules: worker-1 sees one job left; worker-2 sees it too and
 * removes it; worker-1's remove(0) throws "IndexOutOfBoundsException:
 * Index 0 out of bounds for length 0". Or, the one weft's vsched finds,
 * both are inside ArrayList.remove(0) at once and both read size 1: the
 * second one's fastRemove throws "ArrayIndexOutOfBoundsException: Index
 * -1 out of bounds for length 10". Either is uncaught in the pool thread
 * (ThreadPoolExecutor.runWorker rethrows it; under java the thread dies
 * and prints it, main goes on). main checks the count of jobs taken.
 *
 * Compiled with --release 11. java -jar jobqueue.jar 200000 (jobs) ends
 * with "IllegalStateException: took 399768 jobs of 200000" or an exception
 * in a worker on most runs (the list's size is raced on); "fixed" takes
 * the job under synchronized (jobs).
 */
package jobqueue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

public class Main {
    static final List<String> jobs = new ArrayList<>();
    static final AtomicInteger done = new AtomicInteger();
    static boolean fixed;

    static void takeOne() {
        if (fixed) {
            synchronized (jobs) {
                if (!jobs.isEmpty()) {
                    jobs.remove(0);
                    done.incrementAndGet();
                }
            }
            return;
        }
        if (!jobs.isEmpty()) {
            jobs.remove(0);
            done.incrementAndGet();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        fixed = args.length > 1 && args[1].equals("fixed");
        for (int i = 0; i < n; i++) {
            jobs.add("job-" + i);
        }
        AtomicInteger made = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(2, r -> {
            Thread t = new Thread(r, "worker-" + made.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        CountDownLatch finished = new CountDownLatch(2);
        for (int w = 0; w < 2; w++) {
            pool.execute(() -> {
                try {
                    while (!jobs.isEmpty()) {
                        takeOne();
                    }
                } finally {
                    finished.countDown();
                }
            });
        }
        finished.await();
        pool.shutdownNow();
        if (done.get() != n) {
            throw new IllegalStateException("took " + done.get() + " jobs of " + n);
        }
        System.out.println("took all " + n + " jobs");
    }
}

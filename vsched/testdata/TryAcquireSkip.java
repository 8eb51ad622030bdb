import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

// A worker counts a job under a permit it takes with tryAcquire(5 ms),
// skipping the job when the permit is not had in time; main holds the
// permit to count its own. If the tryAcquire times out while main holds
// the permit, the worker's job is lost. "fixed": the worker takes
// acquire().
public class TryAcquireSkip {
    static final Semaphore permit = new Semaphore(1);
    static int done;

    public static void main(String[] args) throws InterruptedException {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Thread w = new Thread(() -> {
            try {
                if (fixed) {
                    permit.acquire();
                } else if (!permit.tryAcquire(5, TimeUnit.MILLISECONDS)) {
                    return;
                }
                try {
                    done++;
                } finally {
                    permit.release();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        w.start();
        permit.acquire();
        try {
            done += 10;
        } finally {
            permit.release();
        }
        w.join();
        if (done != 11) {
            throw new IllegalStateException("done " + done + ", want 11: the worker's job was skipped");
        }
    }
}

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

// A consumer waits 5 ms for a job with poll(5 ms) and gives up when none
// came; main hands it one. If the poll times out before main's offer,
// the job is never taken. "fixed": the consumer takes it with take().
public class PollEmpty {
    static final BlockingQueue<String> jobs = new LinkedBlockingQueue<>();
    static volatile String taken;

    public static void main(String[] args) throws InterruptedException {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Thread consumer = new Thread(() -> {
            try {
                taken = fixed ? jobs.take() : jobs.poll(5, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        consumer.start();
        jobs.offer("job");
        consumer.join();
        if (taken == null) {
            throw new IllegalStateException("the job was not taken (" + jobs.size() + " left in the queue)");
        }
    }
}

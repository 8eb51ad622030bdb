import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.TimeUnit;

// main puts a second job into a queue of one slot with offer(5 ms),
// dropping it when no slot frees up in time, while a consumer takes the
// first. If the offer times out before the consumer's take, the second
// job is dropped. "fixed": main waits with put().
public class OfferFull {
    static final ArrayBlockingQueue<String> jobs = new ArrayBlockingQueue<>(1);

    public static void main(String[] args) throws InterruptedException {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        jobs.add("first");
        Thread consumer = new Thread(() -> {
            try {
                jobs.take();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        consumer.start();
        boolean queued = true;
        if (fixed) {
            jobs.put("second");
        } else {
            queued = jobs.offer("second", 5, TimeUnit.MILLISECONDS);
        }
        consumer.join();
        if (!queued) {
            throw new IllegalStateException("the second job was dropped (" + jobs.size() + " queued)");
        }
    }
}

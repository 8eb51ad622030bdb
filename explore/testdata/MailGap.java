import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

// mailbox reduced: two senders add a message and schedule the mailbox if
// a volatile flag is clear (read, then set); with "direct" each sender
// runs the mailbox in a thread of its own instead of a pool.
public class MailGap implements Runnable {
    final ConcurrentLinkedQueue<Integer> queue = new ConcurrentLinkedQueue<>();
    volatile boolean scheduled;
    Thread inside;
    static ExecutorService pool;
    static boolean direct;

    void tell(int m) {
        queue.add(m);
        if (!scheduled) {
            scheduled = true;
            if (direct) {
                new Thread(this).start();
            } else {
                pool.execute(this);
            }
        }
    }

    public void run() {
        Integer m;
        while ((m = queue.poll()) != null) {
            synchronized (this) {
                if (inside != null) {
                    throw new IllegalStateException("two runs at once");
                }
                inside = Thread.currentThread();
            }
            synchronized (this) {
                inside = null;
            }
        }
        scheduled = false;
    }

    public static void main(String[] a) throws Exception {
        direct = a.length > 0 && a[0].equals("direct");
        pool = Executors.newFixedThreadPool(2);
        MailGap mb = new MailGap();
        Thread f1 = new Thread(() -> mb.tell(1), "front-1");
        Thread f2 = new Thread(() -> mb.tell(2), "front-2");
        f1.start();
        f2.start();
        f1.join();
        f2.join();
        pool.shutdown();
        pool.awaitTermination(10, TimeUnit.SECONDS);
    }
}

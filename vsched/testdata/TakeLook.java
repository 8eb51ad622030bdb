import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

// t takes from q, a BlockingQueue, empty until main puts. Mode "in": main
// starts t and throws if it sees t WAITING (t blocked in take before the
// look); "after": main puts first, then looks (t, blocked in take before
// the put, is unparked but has not run yet). With "fixed", main joins t
// before the look, which then sees TERMINATED.
public class TakeLook {
    public static void main(String[] args) throws Exception {
        boolean in = args.length == 0 || args[0].equals("in");
        boolean fixed = args.length > 1 && args[1].equals("fixed");
        BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
        Thread t = new Thread(() -> {
            try {
                q.take();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        }, "t");
        t.setDaemon(true);
        t.start();
        if (in && !fixed) {
            check(t);
        }
        q.put(1);
        if (fixed) {
            t.join();
            check(t);
        } else if (!in) {
            check(t);
        }
        t.join();
    }

    static void check(Thread t) {
        if (t.getState() == Thread.State.WAITING) {
            throw new IllegalStateException("t is WAITING in BlockingQueue.take");
        }
    }
}

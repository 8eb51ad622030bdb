import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

// A page shows a user's name and their order count, looked up by two
// tasks on a pool of two. Instead of get(), the page polls isDone(),
// yielding, until the lookups are done and then reads the fields the
// tasks wrote. A task
// is done only once its body has returned, and isDone reads the Future's
// volatile state that the pool writes after it, so what the task wrote is
// seen. But the page polls only the name's lookup: the count's may still
// be running, and the page shows 0 orders. "fixed" polls both.
//
// java -ea PollDone N [fixed] (vsched.TestPollDone)
public class PollDone {
    static String name;
    static int orders;

    public static void main(String[] args) throws Exception {
        poll(args, false);
    }

    // poll runs the page; sleep: the poll sleeps 1 ms instead of yielding
    // (PollSleep).
    static void poll(String[] args, boolean sleep) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        boolean fixed = args.length > 1 && args[1].equals("fixed");
        ExecutorService pool = Executors.newFixedThreadPool(2);
        for (int i = 0; i < n; i++) {
            name = null;
            orders = 0;
            Future<?> user = pool.submit(() -> {
                name = "ada";
            });
            Future<?> count = pool.submit(() -> {
                orders = 3;
            });
            while (!user.isDone() || fixed && !count.isDone()) {
                if (sleep) {
                    Thread.sleep(1);
                } else {
                    Thread.yield();
                }
            }
            if (name.length() + orders != 6) {
                throw new IllegalStateException(name + " has " + orders + " orders");
            }
        }
        pool.shutdown();
    }
}

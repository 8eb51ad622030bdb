import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

// PollDone with a poll that sleeps instead of yielding: the page polls only
// the name's lookup, sleeping 1 ms between polls, then reads the order
// count the other lookup may not have written yet. With virtual time a
// sleeper wakes only once the other threads cannot run, so the count's
// lookup is always done by then: only --time free (the sleep ending early)
// shows the bug. "fixed" polls both lookups.
//
// java -ea PollSleep N [fixed] (vsched.TestFreeTime)
public class PollSleep {
    static String name;
    static int orders;

    public static void main(String[] args) throws Exception {
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
                Thread.sleep(1);
            }
            if (name.length() + orders != 6) {
                throw new IllegalStateException(name + " has " + orders + " orders");
            }
        }
        pool.shutdown();
    }
}

import java.util.ArrayList;
import java.util.List;

// A poller that builds a temporary list in each check of a flag (as a
// connection pool's reaper pass does), and a racy publication: main sets
// ready before the value, so the poller may see ready and the old value.
public class AllocPoll {
    static volatile boolean ready;
    static int value;
    static final List<Integer> items = new ArrayList<>();

    static boolean check() {
        List<Integer> seen = new ArrayList<>(items); // garbage once check returns
        return ready && seen.isEmpty();
    }

    public static void main(String[] args) throws Exception {
        boolean fixed = args.length > 0;
        Thread poller = new Thread(() -> {
            while (!check()) {
                Thread.yield();
            }
            if (value != 42) {
                throw new IllegalStateException("ready but value " + value);
            }
        });
        poller.start();
        if (fixed) {
            value = 42;
            ready = true;
        } else {
            ready = true;
            value = 42;
        }
        poller.join();
    }
}

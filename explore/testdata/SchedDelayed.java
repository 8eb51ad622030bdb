import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

// A flush scheduled in 1 ms on a daemon scheduler thread, and main's
// sleep(1) begun just after it, taken to mean "the flush is done": a
// scheduler thread slower than main finds main checking while it still
// flushes (docs/examples.md, A fifth round: schedcancel's delayed variant). The
// sleep's deadline is after the task's, so it never ends first; under
// virtual time the flush, short, always ends before main's sleep. With
// "fixed", main waits for the flush's future.
public class SchedDelayed {
    static final List<String> pending = new ArrayList<>();
    static volatile int written;

    public static void main(String[] args) throws Exception {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        ScheduledExecutorService ex = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "flusher");
            t.setDaemon(true);
            return t;
        });
        for (int i = 0; i < 3; i++) {
            pending.add("record " + i);
        }
        ScheduledFuture<?> f = ex.schedule(() -> {
            synchronized (pending) {
                for (int i = 0; i < pending.size(); i++) {
                    written++;
                }
                pending.clear();
            }
        }, 1, TimeUnit.MILLISECONDS);
        if (fixed) {
            f.get();
        } else {
            Thread.sleep(1);
        }
        int w = written;
        if (w != 3) {
            throw new IllegalStateException(w + " records written, 3 logged");
        }
    }
}

// Pool tasks format a line each (String.format's varargs Object[] is
// made by each call) and add it to a shared log under its monitor. The
// array never leaves the task: String.format returns a String, not its
// argument, so the array is not an element of the log.
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

class FormatArgs {
    static final List<String> LOG = new ArrayList<>();

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        for (int i = 0; i < 4; i++) {
            int n = i;
            pool.execute(() -> {
                String line = String.format("%d: %s", n, Thread.currentThread().getName());
                synchronized (LOG) {
                    LOG.add(line);
                }
            });
        }
        pool.shutdown();
        pool.awaitTermination(10, TimeUnit.SECONDS);
        synchronized (LOG) {
            System.out.println(LOG.size());
        }
    }
}

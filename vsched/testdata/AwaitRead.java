import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

// Main hands two page renders to a two-thread pool, shuts it down and
// waits 50 ms for it, ignoring awaitTermination's false, then reads the
// pages: when the renders take longer, one is missing (a
// NullPointerException). "fixed" waits again while awaitTermination
// returns false.
public class AwaitRead {
    public static void main(String[] args) throws InterruptedException {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        ConcurrentHashMap<Integer, String> pages = new ConcurrentHashMap<>();
        ExecutorService pool = Executors.newFixedThreadPool(2);
        for (int p = 0; p < 2; p++) {
            final int page = p;
            pool.execute(() -> pages.put(page, "<p>" + page + "</p>"));
        }
        pool.shutdown();
        if (fixed) {
            while (!pool.awaitTermination(50, TimeUnit.MILLISECONDS)) {
                System.out.println("still rendering");
            }
        } else {
            pool.awaitTermination(50, TimeUnit.MILLISECONDS);
        }
        int total = 0;
        for (int p = 0; p < 2; p++) {
            total += pages.get(p).length();
        }
        System.out.println(total + " chars");
    }
}

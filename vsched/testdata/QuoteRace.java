import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

// A ticker shows the last price a quote service fetched. A caller asks the
// service for a quote on a pool (supplyAsync; with "stage", a
// thenApplyAsync stage after a lookup of the symbol) but answers from its
// cache at once, completing the quote's future with the cached price.
// complete() wins over a quote task that has not begun (which then skips
// its function) and over one still running (whose result is dropped), but
// a task that began before it runs to the end and updates the ticker
// with a price nobody was charged. "fixed" updates the ticker from the
// future's value (thenAccept), whichever completed it.
//
// java -ea QuoteRace N [supply|stage] [fixed] (vsched.TestCompleteStart)
public class QuoteRace {
    static volatile int ticker;

    static int fetch(String symbol) {
        int p = 0;
        for (int i = 0; i < symbol.length(); i++) {
            p = p * 31 + symbol.charAt(i);
        }
        return 100 + Math.floorMod(p, 900);
    }

    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        boolean stage = args.length > 1 && args[1].equals("stage");
        boolean fixed = args.length > 2 && args[2].equals("fixed");
        ExecutorService pool = Executors.newSingleThreadExecutor();
        int cached = 42;
        for (int i = 0; i < n; i++) {
            ticker = 0;
            CompletableFuture<Integer> quote;
            if (stage) {
                quote = CompletableFuture.supplyAsync(() -> "ACME", pool).thenApplyAsync(s -> {
                    int p = fetch(s);
                    if (!fixed) {
                        ticker = p;
                    }
                    return p;
                }, pool);
            } else {
                quote = CompletableFuture.supplyAsync(() -> {
                    int p = fetch("ACME");
                    if (!fixed) {
                        ticker = p;
                    }
                    return p;
                }, pool);
            }
            quote.complete(cached);
            int charged = quote.join();
            if (fixed) {
                quote.thenAccept(p -> ticker = p);
            }
            pool.submit(() -> { }).get(); // the quote task, if it ran, has ended
            int shown = ticker;
            if (shown != 0 && shown != charged) {
                throw new IllegalStateException("charged " + charged + ", the ticker shows " + shown);
            }
        }
        pool.shutdown();
        System.out.println(n + " quotes");
    }
}

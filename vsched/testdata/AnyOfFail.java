import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

// anyOf of a request that fails at once and one that succeeds, on a pool
// of two: anyOf fails when the failing one completes first. The fixed
// variant's second request succeeds too.
public class AnyOfFail {
    public static void main(String[] args) {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        ExecutorService pool = Executors.newFixedThreadPool(2);
        CompletableFuture<Integer> ok = CompletableFuture.supplyAsync(() -> 42, pool);
        CompletableFuture<Integer> bad = CompletableFuture.supplyAsync(() -> {
            if (!fixed) {
                throw new IllegalStateException("no shard");
            }
            return 42;
        }, pool);
        pool.shutdown();
        Object first = CompletableFuture.anyOf(ok, bad).join();
        System.out.println("first " + first);
    }
}

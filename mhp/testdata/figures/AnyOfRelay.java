import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

// anyOf's future is completed by the first of its sources to complete, in
// that source's task thread: the two tasks' ends write its state. The
// allOf's future is no anyOf's: its sources' ends write nothing of it.
public class AnyOfRelay {
    public static void main(String[] args) {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        CompletableFuture<Integer> a = CompletableFuture.supplyAsync(() -> 1, pool);
        CompletableFuture<Integer> b = CompletableFuture.supplyAsync(() -> 2, pool);
        Object first = CompletableFuture.anyOf(a, b).join();
        CompletableFuture<Integer> c = CompletableFuture.supplyAsync(() -> 3, pool);
        CompletableFuture.allOf(a, c).join();
        pool.shutdown();
        System.out.println(first);
    }
}

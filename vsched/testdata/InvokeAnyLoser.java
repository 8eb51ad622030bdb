import java.util.Arrays;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

// invokeAny returns the first task's result and cancels the other, but a
// cancel does not stop a task that has already begun: the loser may still
// record itself as the winner after invokeAny has returned, when it
// started before invokeAny's own cancel (vsched.TestInvokeAnyCancel).
// "fixed" takes the winner from the result.
public class InvokeAnyLoser {
    static volatile String winner;

    static Callable<String> task(final String name) {
        return new Callable<String>() {
            public String call() {
                winner = name;
                return name;
            }
        };
    }

    public static void main(String[] args) throws Exception {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        ExecutorService pool = Executors.newFixedThreadPool(2);
        String first = pool.invokeAny(Arrays.asList(task("a"), task("b")));
        String credited = fixed ? first : winner;
        pool.shutdownNow();
        if (!credited.equals(first)) {
            throw new IllegalStateException(first + " answered, " + credited + " credited");
        }
    }
}

// A CompletableFuture's task runs its function only while the future has
// no result: supplyAsync's and runAsync's task (AsyncSupply, AsyncRun)
// and a later stage's (thenApplyAsync's UniApply) first read it, and a
// complete, cancel or completeExceptionally before that skips the
// function. So those calls in main pair with the task thread's start,
// reported at the call that made the task; isDone only reads, and
// thenApplyAsync on s, a stage's registration, writes s's state but not
// its result: no pair with s's start.
import java.util.concurrent.CompletableFuture;

class CFComplete {
    public static void main(String[] args) throws Exception {
        CompletableFuture<Integer> s = CompletableFuture.supplyAsync(() -> 1);
        s.complete(2);
        CompletableFuture<Void> r = CompletableFuture.runAsync(() -> { });
        r.cancel(false);
        CompletableFuture<Integer> d = s.thenApplyAsync(x -> x + 1);
        d.completeExceptionally(new IllegalStateException());
        CompletableFuture<Void> e = CompletableFuture.runAsync(() -> { });
        boolean done = e.isDone();
    }
}

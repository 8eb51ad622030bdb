import java.util.concurrent.CompletionService;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;

// Loops that take from an ExecutorCompletionService as many completed
// tasks as a counted loop submitted (static.TakeLoops): main's write after
// the take loop pairs with no task when the loops count to the same bound
// (a, b); with a bound of its own for the takes (c), a take that may fail
// and be skipped (d) or a queue of the program's (e) it keeps its pairs.
class TakeLoops {
    static int a, b, c, d, e;

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        // a: the same constant bound.
        CompletionService<Integer> ca = new ExecutorCompletionService<>(pool);
        for (int i = 0; i < 3; i++) {
            ca.submit(() -> ++a);
        }
        for (int i = 0; i < 3; i++) {
            ca.take().get();
        }
        a = 0;
        // b: the same variable bound, takes without get.
        int n = args.length + 2;
        CompletionService<Integer> cb = new ExecutorCompletionService<>(pool);
        for (int i = 0; i < n; i++) {
            cb.submit(() -> ++b);
        }
        for (int i = 0; i < n; i++) {
            cb.take();
        }
        b = 0;
        // c: fewer takes than submits.
        CompletionService<Integer> cc = new ExecutorCompletionService<>(pool);
        for (int i = 0; i < n; i++) {
            cc.submit(() -> ++c);
        }
        for (int i = 0; i < n - 1; i++) {
            cc.take();
        }
        c = 0;
        // d: a take interrupted is skipped, the loop counts on.
        CompletionService<Integer> cd = new ExecutorCompletionService<>(pool);
        for (int i = 0; i < n; i++) {
            cd.submit(() -> ++d);
        }
        for (int i = 0; i < n; i++) {
            try {
                cd.take();
            } catch (InterruptedException x) {
            }
        }
        d = 0;
        // e: a queue the program holds and may fill itself.
        LinkedBlockingQueue<java.util.concurrent.Future<Integer>> q = new LinkedBlockingQueue<>();
        CompletionService<Integer> ce = new ExecutorCompletionService<>(pool, q);
        for (int i = 0; i < n; i++) {
            ce.submit(() -> ++e);
        }
        for (int i = 0; i < n; i++) {
            ce.take();
        }
        e = 0;
        pool.shutdown();
    }
}

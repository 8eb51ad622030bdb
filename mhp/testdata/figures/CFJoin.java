// CompletableFuture.join and get of what runAsync and supplyAsync returned
// wait for the task (a, b, and d's drain loop), a stage's join for its
// function and the stages before it (e, g): main's writes after them pair
// with no task. A future the program completes itself (c) may be done
// before its task ends, applyToEither waits for one of two stages only
// (f), and a stage of a future the program completes (h) does not wait
// for that future's task: those keep main's pairs.
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

class CFJoin {
    static int a, b, c, d, e, f, g, h;

    public static void main(String[] args) throws Exception {
        CompletableFuture<Void> fa = CompletableFuture.runAsync(() -> a++);
        fa.join();
        a = 0;
        CompletableFuture<Integer> fb = CompletableFuture.supplyAsync(() -> b++);
        fb.get();
        b = 0;
        CompletableFuture<Integer> fc = CompletableFuture.supplyAsync(() -> c++);
        fc.complete(0);
        fc.join();
        c = 0;
        List<CompletableFuture<Void>> fd = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            fd.add(CompletableFuture.runAsync(() -> d++));
        }
        for (CompletableFuture<Void> f : fd) {
            f.join();
        }
        d = 0;
        CompletableFuture<Integer> fe = CompletableFuture.supplyAsync(() -> e++).thenApply(x -> x + 1);
        fe.join();
        e = 0;
        CompletableFuture<Integer> f1 = CompletableFuture.supplyAsync(() -> f++);
        CompletableFuture<Integer> f2 = CompletableFuture.supplyAsync(() -> f++);
        f1.applyToEither(f2, x -> x).join();
        f = 0;
        CompletableFuture<Integer> g1 = CompletableFuture.supplyAsync(() -> g++);
        CompletableFuture<Integer> g2 = CompletableFuture.supplyAsync(() -> g++);
        g1.thenCombine(g2, Integer::sum).join();
        g = 0;
        CompletableFuture<Integer> h1 = CompletableFuture.supplyAsync(() -> h++);
        h1.complete(1);
        h1.thenApply(x -> x).join();
        h = 0;
    }
}

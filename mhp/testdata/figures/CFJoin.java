// CompletableFuture.join and get of what runAsync and supplyAsync returned
// wait for the task (a, b, and d's drain loop): main's writes after them
// pair with no task. A future the program completes itself (c) may be
// done before its task ends, and a later stage's join (e) is not the
// task's: both keep main's pairs.
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

class CFJoin {
    static int a, b, c, d, e;

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
    }
}

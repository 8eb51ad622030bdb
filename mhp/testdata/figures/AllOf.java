// CompletableFuture.allOf(fa, fb).join() waits for both futures: main's
// write of a after it pairs with neither task. An array filled in a branch
// (b) may miss a future, and anyOf (c) waits for one only: main's writes
// after those keep their pairs. allOf(list.toArray(...)).join() waits for
// every future of the list: when the list holds every future of a call
// (d), main's write after it pairs with none of its tasks.
import java.util.concurrent.CompletableFuture;

class AllOf {
    static int a, b, c, d, e, g;

    public static void main(String[] args) {
        CompletableFuture<Void> fa = CompletableFuture.runAsync(() -> a++);
        CompletableFuture<Void> fa2 = CompletableFuture.runAsync(() -> a++);
        CompletableFuture.allOf(fa, fa2).join();
        a = 0;
        CompletableFuture<Void> fb = CompletableFuture.runAsync(() -> b++);
        CompletableFuture<?>[] bs = new CompletableFuture<?>[1];
        if (args.length == 0) {
            bs[0] = fb;
        }
        CompletableFuture.allOf(bs).join();
        b = 0;
        CompletableFuture<Void> fc = CompletableFuture.runAsync(() -> c++);
        CompletableFuture<Void> fc2 = CompletableFuture.runAsync(() -> c++);
        CompletableFuture.anyOf(fc, fc2).join();
        c = 0;
        // d: allOf of the array of a list that every future of the
        // runAsync call is added to.
        java.util.List<CompletableFuture<Void>> ds = new java.util.ArrayList<>();
        for (int i = 0; i < 2; i++) {
            ds.add(CompletableFuture.runAsync(() -> d++));
        }
        CompletableFuture.allOf(ds.toArray(new CompletableFuture[0])).join();
        d = 0;
        // e: only some of the futures are added.
        java.util.List<CompletableFuture<Void>> es = new java.util.ArrayList<>();
        for (int i = 0; i < 2; i++) {
            CompletableFuture<Void> x = CompletableFuture.runAsync(() -> e++);
            if (i == 0) {
                es.add(x);
            }
        }
        CompletableFuture.allOf(es.toArray(new CompletableFuture[0])).join();
        e = 0;
        // g: a future is added between the copy and the wait.
        java.util.List<CompletableFuture<Void>> gs = new java.util.ArrayList<>();
        gs.add(CompletableFuture.runAsync(() -> g++));
        CompletableFuture<Void> all = CompletableFuture.allOf(gs.toArray(new CompletableFuture[0]));
        gs.add(CompletableFuture.runAsync(() -> g++));
        all.join();
        g = 0;
    }
}

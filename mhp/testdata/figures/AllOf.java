// CompletableFuture.allOf(fa, fb).join() waits for both futures: main's
// write of a after it pairs with neither task. An array filled in a branch
// (b) may miss a future, and anyOf (c) waits for one only: main's writes
// after those keep their pairs.
import java.util.concurrent.CompletableFuture;

class AllOf {
    static int a, b, c;

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
    }
}

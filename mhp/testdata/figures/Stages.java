// The functions of a CompletableFuture's stages run in the thread that
// completes the stage before them (or in the caller): task threads. The
// two thenApply functions race on applied, the thenCombine function and
// main on combined; the join orders main's last write after them.
import java.util.concurrent.CompletableFuture;

class Stages {
    static int applied, combined;

    public static void main(String[] args) {
        CompletableFuture<Integer> f = CompletableFuture.supplyAsync(() -> 1).thenApply(x -> {
            applied++;
            return x;
        });
        CompletableFuture<Integer> g = CompletableFuture.supplyAsync(() -> 2).thenApply(x -> {
            applied++;
            return x;
        });
        int r = f.thenCombine(g, (x, y) -> {
            combined++;
            return x + y;
        }).join();
        combined = r;
    }
}

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.stream.IntStream;

// CompletableFuture.allOf whose future is kept in a local and joined
// later, and allOf of an array a stream made (static.AllOfList,
// AllOfStream): main's write of each field after the join pairs with the
// field's tasks unless allOf surely waited for every one of them.
class AllOfLater {
    static int b, c, d, e;

    public static void main(String[] args) {
        // b: allOf of a list's copy, joined after other work.
        List<CompletableFuture<Void>> bs = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            bs.add(CompletableFuture.runAsync(() -> b++));
        }
        CompletableFuture<Void> all = CompletableFuture.allOf(bs.toArray(new CompletableFuture[0]));
        System.out.println("waiting");
        all.join();
        b = 0;
        // c: a future is added after the copy, before the join.
        List<CompletableFuture<Void>> cs = new ArrayList<>();
        cs.add(CompletableFuture.runAsync(() -> c++));
        CompletableFuture<Void> allC = CompletableFuture.allOf(cs.toArray(new CompletableFuture[0]));
        cs.add(CompletableFuture.runAsync(() -> c++));
        allC.join();
        c = 0;
        // d: the futures a stream's map made.
        CompletableFuture<?>[] ds = IntStream.range(0, 2)
            .mapToObj(i -> CompletableFuture.runAsync(() -> d++))
            .toArray(CompletableFuture[]::new);
        CompletableFuture.allOf(ds).join();
        d = 0;
        // e: a filter after the map may drop some.
        CompletableFuture<?>[] es = IntStream.range(0, 2)
            .mapToObj(i -> CompletableFuture.runAsync(() -> e++))
            .filter(f -> args.length == 0)
            .toArray(CompletableFuture[]::new);
        CompletableFuture.allOf(es).join();
        e = 0;
    }
}

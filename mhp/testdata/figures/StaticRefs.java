import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

// Method references to static JDK methods: before, their calls were
// dropped, so a task given to CompletableFuture::runAsync ran nowhere and a
// list given to Collections::sort was not written.
class StaticRefs {
    // Two tasks started by forEach(CompletableFuture::runAsync) bump one
    // count (java -ea: "2" or less).
    static class RefRunAsync {
        static int count;

        public static void main(String[] args) throws Exception {
            List<Runnable> tasks = new ArrayList<>();
            tasks.add(() -> count++);
            tasks.add(() -> count++);
            tasks.forEach(CompletableFuture::runAsync);
        }
    }

    // A thread sorts the shared list through Collections::sort while main
    // adds to it.
    static class RefSort {
        public static void main(String[] args) throws Exception {
            List<Integer> shared = new ArrayList<>();
            Consumer<List<Integer>> sorter = Collections::sort;
            Thread t = new Thread(() -> sorter.accept(shared));
            t.start();
            shared.add(1);
            t.join();
        }
    }
}

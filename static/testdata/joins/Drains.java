import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;

// Drain loops for static.Joins: every way round a drain loop must wait,
// exceptions included.
class Drains {
    static void plain(ExecutorService ex) throws Exception {
        List<Future<?>> fs = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            fs.add(ex.submit(() -> {}));
        }
        for (Future<?> f : fs) {
            f.get();
        }
    }

    // A get() that throws goes round the loop by its handler, without
    // having waited.
    static void caught(ExecutorService ex) {
        List<Future<?>> fs = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            fs.add(ex.submit(() -> {}));
        }
        for (Future<?> f : fs) {
            try {
                f.get();
            } catch (Exception e) {
            }
        }
    }

    static void indexed(ExecutorService ex) throws Exception {
        List<Future<?>> fs = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            fs.add(ex.submit(() -> {}));
        }
        for (int i = 0; i < fs.size(); i++) {
            fs.get(i).get();
        }
    }

    static void indexedCaught(ExecutorService ex) {
        List<Future<?>> fs = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            fs.add(ex.submit(() -> {}));
        }
        for (int i = 0; i < fs.size(); i++) {
            try {
                fs.get(i).get();
            } catch (Exception e) {
            }
        }
    }

    static void sized(ExecutorService ex) throws Exception {
        List<Future<?>> fs = new ArrayList<>();
        fs.add(ex.submit(() -> {}));
        int n = fs.size();
        for (int i = 0; i < n; i++) {
            fs.get(i).get();
        }
    }

    // The add in the handler runs after the size the loop tests was read.
    static void addInHandler(ExecutorService ex) throws Exception {
        List<Future<?>> fs = new ArrayList<>();
        fs.add(ex.submit(() -> {}));
        int n = fs.size();
        try {
            Thread.sleep(1);
        } catch (InterruptedException e) {
            fs.add(ex.submit(() -> {}));
        }
        for (int i = 0; i < n; i++) {
            fs.get(i).get();
        }
    }
}

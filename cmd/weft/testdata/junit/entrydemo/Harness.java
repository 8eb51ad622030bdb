package entrydemo;

// Entry points that are not main: a benchmark-style harness whose test()
// instance method needs initializeGlobalState() to reset the statics a
// previous run left behind, and a static entry. Both have a lost update.
public class Harness {
    static int total = 40; // stale global state: test() fails without the set-up

    private final int threads = 2;

    public static void initializeGlobalState() {
        total = 0;
    }

    public void test() throws InterruptedException {
        Thread[] ts = new Thread[threads];
        for (int i = 0; i < threads; i++) {
            ts[i] = new Thread(() -> {
                int t = total;
                total = t + 1;
            });
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        if (total != threads) {
            throw new IllegalStateException("lost update: total=" + total);
        }
    }

    public static void staticTest() throws InterruptedException {
        initializeGlobalState();
        new Harness().test();
    }

    public void withArgument(int n) {
    }
}

class Hidden {
    private Hidden() {
    }

    public void test() {
    }
}

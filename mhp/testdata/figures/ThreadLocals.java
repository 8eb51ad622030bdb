// A ThreadLocal's get, set and remove touch the calling thread's own
// map: two threads' calls make no pair on the ThreadLocal. The value is
// another matter: a ThreadLocal whose initial value is one shared object
// hands that object to every thread, whose writes to it pair.
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

class ThreadLocals {
    static class Counter {
        int n;
    }

    static final Counter SHARED = new Counter();
    static final ThreadLocal<String> USER = new ThreadLocal<>();
    static final ThreadLocal<Counter> COUNT = ThreadLocal.withInitial(() -> SHARED);
    static final ThreadLocal<Counter> SUB = new ThreadLocal<Counter>() {
        protected Counter initialValue() {
            return new Counter();
        }
    };

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        for (int i = 0; i < 2; i++) {
            int id = i;
            pool.submit(() -> {
                USER.set("u" + id);
                System.out.println(USER.get().length());
                USER.remove();
                COUNT.get().n++;
                SUB.get();
                SUB.set(null);
            });
        }
        pool.shutdown();
        pool.awaitTermination(1, TimeUnit.SECONDS);
    }
}

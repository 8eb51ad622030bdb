// A poller that allocates in each iteration: an array it drops (the
// state after an iteration differs from the one before only in garbage),
// or, with an argument, keeps in a static field (a reachable difference).
public class GarbageLoop {
    static volatile boolean stop;
    static Object kept;

    public static void main(String[] args) throws Exception {
        boolean keep = args.length > 0;
        Thread t = new Thread(() -> {
            while (!stop) {
                Object o = new int[] {1, 2};
                if (keep) {
                    kept = o;
                }
            }
        });
        t.start();
        stop = true;
        t.join();
    }
}

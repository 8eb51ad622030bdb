// A hit counter injected by reflection, which the static analysis does
// not follow: it sees no object behind counter and makes no pair of the
// two threads' increments, which lose an update when both read hits
// before either writes it back (`java -ea InjectedCounter 1000000` showed
// it in 20 of 20 runs; weft needs one increment a thread, the default). With
// "locked" the increments hold the counter's monitor: no race, no bug.
public class InjectedCounter {
    static class Counter {
        int hits;
    }

    static Counter counter;
    static boolean locked;

    static void hit(int n) {
        for (int i = 0; i < n; i++) {
            synchronized (locked ? counter : new Object()) {
                counter.hits++;
            }
        }
    }

    public static void main(String[] args) throws Exception {
        locked = args.length > 0 && args[0].equals("locked");
        int n = args.length > 0 && !locked ? Integer.parseInt(args[0]) : 1;
        InjectedCounter.class.getDeclaredField("counter").set(null, new Counter());
        Thread a = new Thread(() -> hit(n));
        Thread b = new Thread(() -> hit(n));
        a.start();
        b.start();
        a.join();
        b.join();
        assert counter.hits == 2 * n : "lost an update: " + counter.hits + " hits of " + 2 * n;
    }
}

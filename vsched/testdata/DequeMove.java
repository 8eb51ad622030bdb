import java.util.HashSet;
import java.util.concurrent.ConcurrentLinkedDeque;

// Two threads each move key "k" to the end of a ConcurrentLinkedDeque:
// remove it, then add it. When both removes run before either add, both
// find nothing to remove and the deque ends up holding "k" twice. With
// "fixed" each move holds the deque's monitor.
public class DequeMove {
    public static void main(String[] args) throws Exception {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        ConcurrentLinkedDeque<String> d = new ConcurrentLinkedDeque<>();
        Runnable move = () -> {
            if (fixed) {
                synchronized (d) {
                    d.removeFirstOccurrence("k");
                    d.addLast("k");
                }
            } else {
                d.removeFirstOccurrence("k");
                d.addLast("k");
            }
        };
        Thread a = new Thread(move);
        Thread b = new Thread(move);
        a.start();
        b.start();
        a.join();
        b.join();
        if (new HashSet<>(d).size() != d.size()) {
            throw new IllegalStateException("duplicate: " + d);
        }
    }
}

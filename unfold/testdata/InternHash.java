// Two threads hash one string literal (String.hashCode caches the hash in
// the interned string: the first thread to hash it writes the cache) and
// add it to a shared sum, main without a lock: a lost add. With "fixed",
// both add under the class's monitor.
public class InternHash {
    static int sum;
    static boolean fixed;

    static void add() {
        int h = "weft.unfold.InternHash.key".hashCode();
        if (fixed) {
            synchronized (InternHash.class) {
                sum += h;
            }
        } else {
            sum += h;
        }
    }

    static final class Adder extends Thread {
        public void run() {
            synchronized (InternHash.class) {
                sum += "weft.unfold.InternHash.key".hashCode();
            }
        }
    }

    public static void main(String[] args) throws Exception {
        fixed = args.length > 0 && args[0].equals("fixed");
        Thread t = new Adder();
        t.start();
        add();
        t.join();
        if (sum != 2 * "weft.unfold.InternHash.key".hashCode()) {
            throw new AssertionError("sum " + sum);
        }
    }
}

// A subclass of Thread whose JDK methods main calls through its own type:
// javac names the calls W.setName and W.join (invokevirtual on W), which
// resolve to Thread's synchronized methods. With "cast" main calls them
// through a Thread reference (Thread.setName, Thread.join). No program
// instruction locks the worker's monitor either way; the worker and main
// race on x (a lost update).
public class SubJoin {
    static int x;

    static final class W extends Thread {
        public void run() {
            x++;
        }
    }

    public static void main(String[] args) throws Exception {
        boolean cast = args.length > 0 && args[0].equals("cast");
        W w = new W();
        w.start();
        if (cast) {
            Thread t = w;
            t.setName("w");
            x++;
            t.join();
        } else {
            w.setName("w");
            x++;
            w.join();
        }
        if (x != 2) throw new AssertionError("x " + x);
    }
}

// main waits on the worker's object, which the worker's end notifies (as
// Thread.join does); a second thread writes y. main's check of y after
// its wake-up races with that write: y may still be 0.
public class EndWait {
    static int y;

    static final class Worker extends Thread {
        public void run() {
        }
    }

    static final class Setter extends Thread {
        public void run() {
            y = 1;
        }
    }

    public static void main(String[] args) throws Exception {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Worker w = new Worker();
        Setter s = new Setter();
        s.start();
        if (fixed) {
            s.join();
        }
        synchronized (w) {
            w.start();
            while (w.isAlive()) {
                w.wait();
            }
        }
        if (y != 1) {
            throw new AssertionError("y " + y);
        }
    }
}

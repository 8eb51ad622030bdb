// Main waits for each worker's id, or its end, in a spin loop that
// checks the worker's liveness (the twelfth round's sensors): while
// (s.id < 0 && s.isAlive()) { Thread.onSpinWait(); Thread.yield(); }
// (the testdata compile for Java 8, without onSpinWait, which the VM
// runs as a yield).
// The workers take their ids from a counter without a lock, so two can
// take the same one; "fixed" takes them under a lock.
public class SpinAlive {
    static int next;
    static final Object lock = new Object();
    static boolean fixed;

    static class S extends Thread {
        volatile int id = -1;

        public void run() {
            if (fixed) {
                synchronized (lock) {
                    id = next++;
                }
                return;
            }
            int i = next;
            next = i + 1;
            id = i;
        }
    }

    public static void main(String[] args) throws Exception {
        fixed = args.length > 0 && args[0].equals("fixed");
        S a = new S(), b = new S();
        a.start();
        b.start();
        for (S s : new S[] {a, b}) {
            while (s.id < 0 && s.isAlive()) {
                Thread.yield();
            }
        }
        a.join();
        b.join();
        if (a.id == b.id) {
            throw new IllegalStateException("one id " + a.id);
        }
    }
}

// Special bpts (Figure 6.1 lines 33-35, Figure 6.10): the Reader's read of
// x pairs with the Writers' write. Each Writer writes x n times (n is the
// argument): with n = 1 the writer that went first cannot write again, so
// no next instance of the target exists in its thread; with n = 2 it can.
public class SpecialInstance {
    static int x;

    static class Reader extends Thread {
        public void run() {
            int v = x;
        }
    }

    static class Writer extends Thread {
        final int n;

        Writer(int n) {
            this.n = n;
        }

        public void run() {
            for (int i = 0; i < n; i++) {
                x = i + 1;
            }
        }
    }

    public static void main(String[] args) throws Exception {
        int n = Integer.parseInt(args[0]);
        Thread[] ts = {new Reader(), new Writer(n), new Writer(n)};
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
    }
}

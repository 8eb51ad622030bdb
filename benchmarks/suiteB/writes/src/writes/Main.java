package writes;

/*
 * writes: threads that only write one shared variable, like Figure 7.4 of
 * the dissertation but with more threads and more writes per thread
 * ("Writes" of Table 8.1). Every pair of writes conflicts, so there are
 * (threads * writes)! / (writes!)^threads Mazurkiewicz traces (63063000 for
 * 4 threads of 4 writes), far beyond stateless exploration, yet the runs end
 * in only `threads` different states (the last writer decides X), which is
 * what stateful exploration exploits. No bug.
 *
 * Usage: writes.Main [threads [writes]]   (defaults 4 4)
 */
public class Main {
    static int writes;
    static int X;

    static class Writer extends Thread {
        private final int id;

        Writer(int id) {
            this.id = id;
        }

        public void run() {
            for (int k = 1; k <= writes; k++) {
                X = id * 100 + k;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 4;
        writes = args.length > 1 ? Integer.parseInt(args[1]) : 4;
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            ts[i] = new Writer(i + 1);
            ts[i].start();
        }
    }
}

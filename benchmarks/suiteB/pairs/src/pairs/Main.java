package pairs;

/*
 * pairs: independent reader/writer pairs, the pattern of Figure 3.1 of the
 * dissertation ("Pairs" in its Table 8.1, "pairs (6)" in Table 1 of the ASE
 * 2012 paper), where unfoldings beat trace-based exploration exponentially.
 *
 * Pair p has its own cell of three shared fields. Its reader reads a, b and
 * c in that order, and its writer writes them in the same order. Each of
 * the three reads can come before or after the matching write, and all
 * 2^3 combinations are consistent, so a pair has 8 Mazurkiewicz traces and
 * its reader 8 local end states. Pairs never touch each other's cells, so
 * the program has 8^pairs traces (512 for 3 pairs = 6 threads, 4096 for
 * 4 pairs = 8 threads), while 8 runs cover every local state of every
 * thread. No bug.
 *
 * Usage: pairs.Main [pairs]   (default 4)
 */
public class Main {
    static final class Cell {
        int a;
        int b;
        int c;
    }

    static class Reader extends Thread {
        private final Cell cell;
        int seen;       // which writes this reader saw, one bit per field

        Reader(Cell cell) {
            this.cell = cell;
        }

        public void run() {
            int x = cell.a;
            int y = cell.b;
            int z = cell.c;
            int s = 0;
            if (x != 0) {
                s |= 1;
            }
            if (y != 0) {
                s |= 2;
            }
            if (z != 0) {
                s |= 4;
            }
            seen = s;
        }
    }

    static class Writer extends Thread {
        private final Cell cell;

        Writer(Cell cell) {
            this.cell = cell;
        }

        public void run() {
            cell.a = 1;
            cell.b = 2;
            cell.c = 3;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 4;
        Reader[] readers = new Reader[n];
        Thread[] writers = new Thread[n];
        for (int p = 0; p < n; p++) {
            Cell cell = new Cell();
            readers[p] = new Reader(cell);
            writers[p] = new Writer(cell);
        }
        for (int p = 0; p < n; p++) {
            readers[p].start();
            writers[p].start();
        }
    }
}

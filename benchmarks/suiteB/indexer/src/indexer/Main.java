package indexer;

/*
 * indexer: the hash-table indexer of Flanagan and Godefroid (POPL 2005),
 * the first benchmark of Table 1 of the ASE 2012 unfolding paper.
 *
 * Each thread inserts MAX values w = m * 11 + tid (m = 1..MAX) into an
 * open-addressing table of SIZE slots, starting at slot (w * 7) % SIZE and
 * probing forward with compare-and-swap until a free slot takes the value.
 * Compare-and-swap is a small method synchronized on the slot's own lock, so
 * insertions into different slots are independent and only a collision on
 * one slot orders two threads.
 *
 * Up to 11 threads all values differ and no two threads touch the same slot.
 * With 12 threads, thread 11 and thread 0 compute the same value for
 * m = 1, 2, 3 (22, 33, 44): three independent collisions, each of which can
 * go either way, so 2^3 = 8 Mazurkiewicz traces. No bug.
 *
 * Usage: indexer.Main [threads]   (default 12)
 */
public class Main {
    static final int SIZE = 128;
    static final int MAX = 4;

    static final int[] table = new int[SIZE];
    static final Object[] slotLock = new Object[SIZE];

    /** Stores nw into table[h] if it holds expected; atomic per slot. */
    static boolean cas(int h, int expected, int nw) {
        synchronized (slotLock[h]) {
            if (table[h] == expected) {
                table[h] = nw;
                return true;
            }
            return false;
        }
    }

    static class Inserter extends Thread {
        private final int tid;

        Inserter(int tid) {
            this.tid = tid;
        }

        public void run() {
            int m = 0;
            while (m < MAX) {
                m++;
                int w = m * 11 + tid;
                int h = (w * 7) % SIZE;
                // at most one lap, so that more than SIZE / MAX threads
                // end too (the table is full then)
                for (int tries = 1; !cas(h, 0, w) && tries < SIZE; tries++) {
                    h = (h + 1) % SIZE;
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 12;
        for (int i = 0; i < SIZE; i++) {
            slotLock[i] = new Object();
        }
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            ts[i] = new Inserter(i);
            ts[i].start();
        }
    }
}

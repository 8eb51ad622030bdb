package filesystem;

/*
 * filesystem: the file-system benchmark of Flanagan and Godefroid
 * (POPL 2005), used by Table 1 of the ASE 2012 unfolding paper (14, 16 and
 * 18 threads) and Table 8.1 of the dissertation (16 and 18 threads).
 *
 * Thread tid owns inode tid % NUMINODE. Under the inode's lock, if the inode
 * has no block yet, the thread searches the block map from block
 * (2 * inode) % NUMBLOCKS upwards, taking each block's lock in turn, and
 * claims the first free block.
 *
 * With at most 13 threads every thread starts at a different (even) block
 * and there is a single Mazurkiewicz trace. Thread 13 + k starts at the same
 * block as thread k; the pair's two orders differ (the loser moves on to the
 * next, odd, block which nobody else wants), and the pairs are independent:
 * 2^(threads - 13) traces, i.e. 2, 8 and 32 for 14, 16 and 18 threads.
 * No bug.
 *
 * Usage: filesystem.Main [threads]   (default 16)
 */
public class Main {
    static final int NUMBLOCKS = 26;
    static final int NUMINODE = 32;

    static final Object[] inodeLock = new Object[NUMINODE];
    static final int[] inode = new int[NUMINODE];
    static final Object[] blockLock = new Object[NUMBLOCKS];
    static final boolean[] busy = new boolean[NUMBLOCKS];

    static class Worker extends Thread {
        private final int tid;

        Worker(int tid) {
            this.tid = tid;
        }

        public void run() {
            int i = tid % NUMINODE;
            synchronized (inodeLock[i]) {
                if (inode[i] == 0) {
                    int b = (i * 2) % NUMBLOCKS;
                    // at most one lap: with more than NUMBLOCKS inodes the
                    // disk can be full, and the search must still end
                    for (int tries = 0; tries < NUMBLOCKS; tries++) {
                        synchronized (blockLock[b]) {
                            if (!busy[b]) {
                                busy[b] = true;
                                inode[i] = b + 1;
                                break;
                            }
                        }
                        b = (b + 1) % NUMBLOCKS;
                    }
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 16;
        for (int i = 0; i < NUMINODE; i++) {
            inodeLock[i] = new Object();
        }
        for (int b = 0; b < NUMBLOCKS; b++) {
            blockLock[b] = new Object();
        }
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            ts[i] = new Worker(i);
            ts[i].start();
        }
    }
}

package daisy;

/**
 * The free-block map. used[b] is true while block b belongs to a file
 * (or is the superblock). claim and release are synchronized, but alloc()
 * looks for a free block WITHOUT the lock and then claims it without looking
 * again -- the race of this benchmark.
 */
final class BlockMap {
    private final boolean[] used;
    private int free;

    BlockMap(int nblocks) {
        used = new boolean[nblocks];
        used[0] = true;                // superblock
        free = nblocks - 1;
    }

    /** Returns a free block, now marked used, or 0 if the disk is full. */
    int alloc() {
        for (int b = 1; b < used.length; b++) {
            if (!used[b]) {            // BUG: unlocked test ...
                claim(b);              // ... then act on it
                return b;
            }
        }
        return 0;
    }

    private synchronized void claim(int b) {
        used[b] = true;
        free--;
    }

    synchronized void release(int b) {
        if (b <= 0 || b >= used.length) {
            throw new RuntimeException("blockmap: bad block " + b);
        }
        if (!used[b]) {
            throw new RuntimeException("blockmap: block " + b + " freed twice");
        }
        used[b] = false;
        free++;
    }

    synchronized boolean isUsed(int b) {
        if (b < 0 || b >= used.length) {
            throw new RuntimeException("blockmap: bad block " + b);
        }
        return used[b];
    }

    synchronized int freeBlocks() {
        return free;
    }

    int size() {
        return used.length;
    }
}

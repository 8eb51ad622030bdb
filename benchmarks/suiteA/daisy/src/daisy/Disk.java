package daisy;

/**
 * The simulated disk: a fixed number of blocks of BLOCK_SIZE ints each.
 * Block 0 holds the superblock; a block number of 0 in a block pointer
 * therefore means "no block". All transfers copy, so callers never share
 * an array with the disk.
 */
final class Disk {
    static final int BLOCK_SIZE = 4;

    private final int[][] blocks;
    private int reads;
    private int writes;

    Disk(int nblocks) {
        if (nblocks < 2) {
            throw new IllegalArgumentException("disk too small: " + nblocks);
        }
        blocks = new int[nblocks][];
        for (int i = 0; i < nblocks; i++) {
            blocks[i] = new int[BLOCK_SIZE];
        }
    }

    int size() {
        return blocks.length;
    }

    synchronized void read(int b, int[] into) {
        check(b);
        int[] src = blocks[b];
        for (int i = 0; i < BLOCK_SIZE; i++) {
            into[i] = src[i];
        }
        reads++;
    }

    synchronized void write(int b, int[] from) {
        check(b);
        int[] dst = blocks[b];
        for (int i = 0; i < BLOCK_SIZE; i++) {
            dst[i] = from[i];
        }
        writes++;
    }

    synchronized void zero(int b) {
        check(b);
        int[] dst = blocks[b];
        for (int i = 0; i < BLOCK_SIZE; i++) {
            dst[i] = 0;
        }
        writes++;
    }

    /** Reads one word; used for block-pointer blocks. */
    synchronized int readWord(int b, int index) {
        check(b);
        if (index < 0 || index >= BLOCK_SIZE) {
            throw new RuntimeException("disk: word " + index + " outside block");
        }
        reads++;
        return blocks[b][index];
    }

    synchronized void writeWord(int b, int index, int value) {
        check(b);
        if (index < 0 || index >= BLOCK_SIZE) {
            throw new RuntimeException("disk: word " + index + " outside block");
        }
        blocks[b][index] = value;
        writes++;
    }

    /** Block 0 is reserved for the superblock and only reached through these. */
    synchronized void writeSuperblock(int[] from) {
        for (int i = 0; i < BLOCK_SIZE; i++) {
            blocks[0][i] = from[i];
        }
        writes++;
    }

    synchronized void readSuperblock(int[] into) {
        for (int i = 0; i < BLOCK_SIZE; i++) {
            into[i] = blocks[0][i];
        }
        reads++;
    }

    synchronized String stats() {
        return reads + " block reads, " + writes + " block writes";
    }

    private void check(int b) {
        if (b <= 0 || b >= blocks.length) {
            throw new RuntimeException("disk: bad block number " + b);
        }
    }
}

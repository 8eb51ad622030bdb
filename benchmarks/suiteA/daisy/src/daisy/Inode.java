package daisy;

/**
 * A file's metadata: its length in blocks, DIRECT direct block pointers and
 * one indirect block holding up to Disk.BLOCK_SIZE more pointers. An inode
 * is locked (synchronized on it) while its pointers or length change.
 */
final class Inode {
    static final int DIRECT = 2;
    static final int MAX_BLOCKS = DIRECT + Disk.BLOCK_SIZE;

    final int number;
    boolean inUse;
    int links;
    int length;                    // in blocks
    int version;                   // bumped on every change
    final int[] direct = new int[DIRECT];
    int indirect;

    Inode(int number) {
        this.number = number;
    }

    void reset() {
        inUse = false;
        links = 0;
        length = 0;
        version = 0;
        for (int i = 0; i < DIRECT; i++) {
            direct[i] = 0;
        }
        indirect = 0;
    }

    /** The disk block holding block index i of this file, or 0 for a hole. */
    int blockAt(Disk disk, int i) {
        if (i < 0 || i >= MAX_BLOCKS) {
            throw new RuntimeException("inode " + number + ": block index " + i + " out of range");
        }
        if (i < DIRECT) {
            return direct[i];
        }
        if (indirect == 0) {
            return 0;
        }
        return disk.readWord(indirect, i - DIRECT);
    }

    /** Records that block index i of this file lives in disk block b. */
    void setBlockAt(Disk disk, BlockMap map, int i, int b) {
        if (i < 0 || i >= MAX_BLOCKS) {
            throw new RuntimeException("inode " + number + ": block index " + i + " out of range");
        }
        if (i < DIRECT) {
            direct[i] = b;
            return;
        }
        if (indirect == 0) {
            int ib = map.alloc();
            if (ib == 0) {
                throw new RuntimeException("disk full (indirect block)");
            }
            disk.zero(ib);
            indirect = ib;
        }
        disk.writeWord(indirect, i - DIRECT, b);
    }

    public String toString() {
        return "inode " + number + " (" + length + " blocks, " + links + " link)";
    }
}

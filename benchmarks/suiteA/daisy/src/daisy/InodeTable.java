package daisy;

/** The fixed table of inodes; allocation and freeing are synchronized. */
final class InodeTable {
    private final Inode[] inodes;

    InodeTable(int n) {
        inodes = new Inode[n];
        for (int i = 0; i < n; i++) {
            inodes[i] = new Inode(i);
        }
    }

    synchronized Inode allocate() {
        for (int i = 1; i < inodes.length; i++) {
            Inode ino = inodes[i];
            if (!ino.inUse) {
                ino.reset();
                ino.inUse = true;
                ino.links = 1;
                return ino;
            }
        }
        return null;
    }

    synchronized void release(Inode ino) {
        if (!ino.inUse) {
            throw new RuntimeException("inode " + ino.number + " freed twice");
        }
        ino.inUse = false;
    }

    Inode get(int number) {
        if (number <= 0 || number >= inodes.length) {
            throw new RuntimeException("bad inode number " + number);
        }
        return inodes[number];
    }

    int size() {
        return inodes.length;
    }

    synchronized int inUse() {
        int n = 0;
        for (int i = 1; i < inodes.length; i++) {
            if (inodes[i].inUse) {
                n++;
            }
        }
        return n;
    }
}

package daisy;

/**
 * A tiny file system on the simulated disk: one root directory, files made
 * of whole blocks. Every file operation locks the file's inode; the
 * directory, inode table and block map lock themselves.
 */
final class FileSystem {
    private final Disk disk;
    private final BlockMap map;
    private final InodeTable inodes;
    private final Directory root;

    FileSystem(int nblocks, int ninodes, int nentries) {
        disk = new Disk(nblocks);
        map = new BlockMap(nblocks);
        inodes = new InodeTable(ninodes);
        root = new Directory(nentries);
        writeSuperblock();
    }

    static final int MAGIC = 0xDA15;

    private void writeSuperblock() {
        int[] sb = new int[Disk.BLOCK_SIZE];
        sb[0] = MAGIC;
        sb[1] = disk.size();
        sb[2] = inodes.size();
        disk.writeSuperblock(sb);
    }

    /** Creates an empty file and returns its inode number. */
    int create(String name) {
        Inode ino = inodes.allocate();
        if (ino == null) {
            throw new RuntimeException("daisy: out of inodes creating " + name);
        }
        if (!root.add(name, ino.number)) {
            inodes.release(ino);
            throw new RuntimeException("daisy: cannot create " + name);
        }
        return ino.number;
    }

    /** Returns the inode number of a file, or 0 if there is none. */
    int open(String name) {
        return root.lookup(name);
    }

    int length(int inum) {
        Inode ino = inodes.get(inum);
        synchronized (ino) {
            return ino.length;
        }
    }

    /** Writes one block of a file, allocating a disk block if needed. */
    void write(int inum, int index, int[] data) {
        if (data.length != Disk.BLOCK_SIZE) {
            throw new IllegalArgumentException("daisy: partial block");
        }
        Inode ino = inodes.get(inum);
        synchronized (ino) {
            checkOpen(ino);
            int b = ino.blockAt(disk, index);
            if (b == 0) {
                b = map.alloc();
                if (b == 0) {
                    throw new RuntimeException("daisy: disk full");
                }
                ino.setBlockAt(disk, map, index, b);
            }
            disk.write(b, data);
            if (index >= ino.length) {
                ino.length = index + 1;
            }
            ino.version++;
        }
    }

    /** Appends one block to a file and returns its index. */
    int append(int inum, int[] data) {
        Inode ino = inodes.get(inum);
        synchronized (ino) {
            int index = ino.length;
            write(inum, index, data);
            return index;
        }
    }

    /** Reads one block of a file (zeros for a hole). */
    int[] read(int inum, int index) {
        Inode ino = inodes.get(inum);
        int[] buf = new int[Disk.BLOCK_SIZE];
        synchronized (ino) {
            checkOpen(ino);
            if (index < 0 || index >= ino.length) {
                throw new RuntimeException("daisy: read past end of " + ino);
            }
            int b = ino.blockAt(disk, index);
            if (b != 0) {
                disk.read(b, buf);
            }
        }
        return buf;
    }

    /** Shortens a file to newLength blocks, freeing the blocks past it. */
    void truncate(int inum, int newLength) {
        Inode ino = inodes.get(inum);
        synchronized (ino) {
            checkOpen(ino);
            if (newLength < 0 || newLength > ino.length) {
                throw new RuntimeException("daisy: bad length " + newLength);
            }
            for (int i = ino.length - 1; i >= newLength; i--) {
                int b = ino.blockAt(disk, i);
                if (b != 0) {
                    map.release(b);
                    if (i < Inode.DIRECT) {
                        ino.direct[i] = 0;
                    } else {
                        disk.writeWord(ino.indirect, i - Inode.DIRECT, 0);
                    }
                }
            }
            if (newLength <= Inode.DIRECT && ino.indirect != 0) {
                map.release(ino.indirect);
                ino.indirect = 0;
            }
            ino.length = newLength;
            ino.version++;
        }
    }

    /** Removes a file's name; the file goes away with its last link. */
    boolean delete(String name) {
        int inum = root.remove(name);
        if (inum == 0) {
            return false;
        }
        Inode ino = inodes.get(inum);
        synchronized (ino) {
            ino.links--;
            if (ino.links == 0) {
                truncate(inum, 0);
                inodes.release(ino);
            }
        }
        return true;
    }

    boolean rename(String from, String to) {
        return root.rename(from, to);
    }

    /** A one-line description of a file. */
    String stat(String name) {
        int inum = open(name);
        if (inum == 0) {
            return name + ": no such file";
        }
        Inode ino = inodes.get(inum);
        synchronized (ino) {
            return name + ": " + ino + ", version " + ino.version;
        }
    }

    String[] list() {
        return root.list();
    }

    int freeBlocks() {
        return map.freeBlocks();
    }

    String diskStats() {
        return disk.stats();
    }

    /**
     * Checks the whole file system; call it while no client runs. Every
     * block reachable from a live inode must be marked used and belong to
     * exactly one inode; every used block must belong to some inode; every
     * directory entry must name a live inode.
     */
    void fsck() {
        int[] sb = new int[Disk.BLOCK_SIZE];
        disk.readSuperblock(sb);
        if (sb[0] != MAGIC || sb[1] != disk.size() || sb[2] != inodes.size()) {
            throw new RuntimeException("fsck: bad superblock");
        }
        int[] owner = new int[map.size()];
        for (int n = 1; n < inodes.size(); n++) {
            Inode ino = inodes.get(n);
            synchronized (ino) {
                if (!ino.inUse) {
                    continue;
                }
                for (int i = 0; i < ino.length; i++) {
                    own(owner, ino.blockAt(disk, i), n);
                }
                if (ino.indirect != 0) {
                    own(owner, ino.indirect, n);
                }
            }
        }
        for (int b = 1; b < owner.length; b++) {
            if (map.isUsed(b) && owner[b] == 0) {
                throw new RuntimeException("fsck: block " + b + " used but owned by no file");
            }
        }
        int[] live = root.inodeNumbers();
        for (int i = 0; i < live.length; i++) {
            if (!inodes.get(live[i]).inUse) {
                throw new RuntimeException("fsck: directory names free inode " + live[i]);
            }
        }
        if (live.length != inodes.inUse()) {
            throw new RuntimeException("fsck: " + inodes.inUse() + " inodes in use, "
                    + live.length + " named");
        }
    }

    private void own(int[] owner, int b, int inum) {
        if (b == 0) {
            return;
        }
        if (b < 0 || b >= owner.length) {
            throw new RuntimeException("fsck: inode " + inum + " points to bad block " + b);
        }
        if (!map.isUsed(b)) {
            throw new RuntimeException("fsck: block " + b + " of inode " + inum + " is marked free");
        }
        if (owner[b] != 0) {
            throw new RuntimeException("fsck: block " + b + " owned by inodes " + owner[b]
                    + " and " + inum);
        }
        owner[b] = inum;
    }

    private static void checkOpen(Inode ino) {
        if (!ino.inUse) {
            throw new RuntimeException("daisy: " + ino + " is not in use");
        }
    }
}

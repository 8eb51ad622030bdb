package daisy;

/**
 * A user of the file system. Each client works on its own files only, so
 * whatever one client reads back must be exactly what it wrote.
 */
final class Client extends Thread {
    private final FileSystem fs;
    private final int id;
    private final String prefix;

    Client(FileSystem fs, int id, String prefix) {
        this.fs = fs;
        this.id = id;
        this.prefix = prefix;
    }

    /** The contents this client writes into block `index` of its files. */
    static int[] pattern(int id, int index) {
        int[] data = new int[Disk.BLOCK_SIZE];
        for (int w = 0; w < Disk.BLOCK_SIZE; w++) {
            data[w] = id * 1000 + index * 10 + w + 1;
        }
        return data;
    }

    public void run() {
        String log = prefix + ".log";
        String tmp = prefix + ".tmp";
        int f = fs.create(log);
        fs.append(f, pattern(id, 0));
        fs.append(f, pattern(id, 1));
        int t = fs.create(tmp);
        fs.append(t, pattern(id, 9));
        verify(log, f, 2);
        fs.append(f, pattern(id, 2));       // third block: goes through the indirect block
        if (!fs.delete(tmp)) {
            throw new RuntimeException("daisy: " + tmp + " vanished");
        }
        verify(log, f, 3);
        String data = prefix + ".dat";
        if (!fs.rename(log, data)) {
            throw new RuntimeException("daisy: cannot rename " + log);
        }
        verify(data, fs.open(data), 3);
    }

    /** Checks that file `name` (inode inum) holds blocks 0..n-1 as written. */
    void verify(String name, int inum, int n) {
        if (inum == 0) {
            throw new RuntimeException("daisy: " + name + " not found");
        }
        if (fs.length(inum) != n) {
            throw new RuntimeException("daisy: " + name + " has " + fs.length(inum)
                    + " blocks, expected " + n);
        }
        for (int i = 0; i < n; i++) {
            int[] got = fs.read(inum, i);
            int[] want = pattern(id, i);
            for (int w = 0; w < Disk.BLOCK_SIZE; w++) {
                if (got[w] != want[w]) {
                    throw new RuntimeException("daisy: " + name + " block " + i
                            + " corrupted: word " + w + " is " + got[w] + ", wrote " + want[w]);
                }
            }
        }
    }
}

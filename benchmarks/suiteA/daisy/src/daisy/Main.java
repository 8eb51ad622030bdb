package daisy;

/*
 * daisy: a small disk / file-system simulator with two clients.
 *
 * The file system (FileSystem) keeps a root Directory, an InodeTable and a
 * BlockMap of free disk blocks on a simulated Disk. Each operation locks
 * what it changes -- except BlockMap.alloc(), which scans the shared
 * `used` array for a free block without the block map's lock and then
 * claims the block it found without checking again. Two clients allocating
 * at the same time can both be handed the same block; they then overwrite
 * each other's data. Every client reads back and checks its own files, and
 * main runs fsck at the end, so a doubly allocated block is always caught.
 *
 * Race (RW): the shared array BlockMap.used, read by the unlocked scan in
 * alloc() vs written by claim() called from the other client's alloc().
 *
 * Failing schedule: client A's scan reads used[b] == false for the first
 * free block b; client B's scan reads the same element before A's claim
 * writes it; both claim b. B's write into b overwrites A's block; A's
 * read-back (or fsck) finds it -> RuntimeException.
 */
public class Main {
    static final int BLOCKS = 16;
    static final int INODES = 8;
    static final int ENTRIES = 8;

    public static void main(String[] args) throws InterruptedException {
        FileSystem fs = new FileSystem(BLOCKS, INODES, ENTRIES);
        int freeBefore = fs.freeBlocks();
        Client a = new Client(fs, 1, "alpha");
        Client b = new Client(fs, 2, "beta");
        a.start();
        b.start();
        a.join();
        b.join();
        fs.fsck();
        a.verify("alpha.dat", fs.open("alpha.dat"), 3);
        b.verify("beta.dat", fs.open("beta.dat"), 3);
        String[] files = fs.list();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < files.length; i++) {
            if (i > 0) {
                sb.append(' ');
            }
            sb.append(files[i]);
        }
        // each client keeps one file of three data blocks plus an indirect block
        int expectFree = freeBefore - 2 * (3 + 1);
        if (fs.freeBlocks() != expectFree) {
            throw new RuntimeException("daisy: " + fs.freeBlocks() + " free blocks, expected "
                    + expectFree);
        }
        System.out.println("daisy: " + sb + "; " + fs.freeBlocks() + " blocks free; "
                + fs.diskStats());
        for (int i = 0; i < files.length; i++) {
            String name = files[i].substring(0, files[i].indexOf('='));
            System.out.println("  " + fs.stat(name));
        }
    }
}

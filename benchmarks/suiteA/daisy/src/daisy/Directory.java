package daisy;

/** The root directory: a fixed array of (name, inode number) entries. */
final class Directory {
    private final String[] names;
    private final int[] inums;
    private int count;

    Directory(int capacity) {
        names = new String[capacity];
        inums = new int[capacity];
    }

    synchronized int lookup(String name) {
        int i = find(name);
        return i < 0 ? 0 : inums[i];
    }

    /** Adds an entry; returns false if the name exists or the directory is full. */
    synchronized boolean add(String name, int inum) {
        if (find(name) >= 0) {
            return false;
        }
        for (int i = 0; i < names.length; i++) {
            if (names[i] == null) {
                names[i] = name;
                inums[i] = inum;
                count++;
                return true;
            }
        }
        return false;
    }

    /** Removes an entry and returns its inode number, or 0 if absent. */
    synchronized int remove(String name) {
        int i = find(name);
        if (i < 0) {
            return 0;
        }
        int inum = inums[i];
        names[i] = null;
        inums[i] = 0;
        count--;
        return inum;
    }

    synchronized boolean rename(String from, String to) {
        int i = find(from);
        if (i < 0 || find(to) >= 0) {
            return false;
        }
        names[i] = to;
        return true;
    }

    synchronized int count() {
        return count;
    }

    /** Snapshot of the entries as "name=inum" strings. */
    synchronized String[] list() {
        String[] out = new String[count];
        int k = 0;
        for (int i = 0; i < names.length; i++) {
            if (names[i] != null) {
                out[k++] = names[i] + "=" + inums[i];
            }
        }
        return out;
    }

    synchronized int[] inodeNumbers() {
        int[] out = new int[count];
        int k = 0;
        for (int i = 0; i < names.length; i++) {
            if (names[i] != null) {
                out[k++] = inums[i];
            }
        }
        return out;
    }

    private int find(String name) {
        for (int i = 0; i < names.length; i++) {
            if (names[i] != null && names[i].equals(name)) {
                return i;
            }
        }
        return -1;
    }
}

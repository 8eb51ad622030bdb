package replicatedworker;

/** Parameters of a run: how many workers, root tasks and the split size. */
final class Config {
    final int workers;
    final int roots;
    final int rootSize;

    Config(int workers, int roots, int rootSize) {
        if (workers <= 0 || roots <= 0 || rootSize <= 0) {
            throw new IllegalArgumentException("bad configuration");
        }
        this.workers = workers;
        this.roots = roots;
        this.rootSize = rootSize;
    }

    /** Ranges of at most this many numbers are computed directly. */
    int threshold() {
        return rootSize / 2;
    }
}

package replicatedworker;

/** Collects the partial results of the tasks. */
final class Accumulator {
    private int total;
    private int parts;

    synchronized void add(int value) {
        total += value;
        parts++;
    }

    synchronized int get() {
        return total;
    }

    synchronized int parts() {
        return parts;
    }
}

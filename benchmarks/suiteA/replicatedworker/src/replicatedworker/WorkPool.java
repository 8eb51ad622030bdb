package replicatedworker;

/**
 * The shared pool of tasks: a growable ring buffer plus the termination
 * protocol. Everything is guarded by the pool's monitor except `idle`.
 */
final class WorkPool {
    private final int workers;
    private Task[] ring;
    private int head;
    private int size;
    private boolean closed;     // no more root tasks will be added
    private boolean done;       // the computation has terminated
    int idle;                   // workers waiting for a task; BUG: see take()

    WorkPool(int workers, int capacity) {
        this.workers = workers;
        this.ring = new Task[capacity];
    }

    synchronized void put(Task t) {
        if (size == ring.length) {
            grow();
        }
        ring[(head + size) % ring.length] = t;
        size++;
        notifyAll();
    }

    /** The coordinator has added all root tasks. */
    synchronized void close() {
        closed = true;
        notifyAll();
    }

    /**
     * Returns the next task, or null once the computation is over: the pool
     * is closed, empty, and all workers are idle here.
     */
    Task take() throws InterruptedException {
        idle++;                  // BUG: read-modify-write outside the monitor
        synchronized (this) {
            while (size == 0) {
                if (done) {
                    return null;
                }
                if (closed && idle == workers) {
                    done = true;
                    notifyAll();
                    return null;
                }
                wait();
            }
            idle--;
            Task t = ring[head];
            ring[head] = null;
            head = (head + 1) % ring.length;
            size--;
            return t;
        }
    }

    /** Blocks until the computation has terminated. */
    synchronized void awaitDone() throws InterruptedException {
        while (!done) {
            wait();
        }
    }

    private void grow() {
        Task[] bigger = new Task[ring.length * 2];
        for (int i = 0; i < size; i++) {
            bigger[i] = ring[(head + i) % ring.length];
        }
        ring = bigger;
        head = 0;
    }
}

package rw;

/**
 * A readers-writers lock whose reader count is updated outside its monitor.
 * Waiting is done properly (loops, notifyAll); only `readers` is racy.
 */
class RWLock {
    int readers;            // BUG: incremented and decremented without the monitor
    private boolean writing;

    void startRead() throws InterruptedException {
        synchronized (this) {
            while (writing) {
                wait();
            }
        }
        readers++;
    }

    void endRead() {
        readers--;
        synchronized (this) {
            if (readers == 0) {
                notifyAll();
            }
        }
    }

    synchronized void startWrite() throws InterruptedException {
        while (writing || readers > 0) {
            wait();
        }
        writing = true;
    }

    synchronized void endWrite() {
        writing = false;
        notifyAll();
    }
}

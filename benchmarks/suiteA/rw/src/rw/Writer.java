package rw;

/** Writes both fields of the item under the write lock. */
class Writer extends Thread {
    private final RWLock lock;
    private final Item item;
    private final int value;

    Writer(RWLock lock, Item item, int value) {
        this.lock = lock;
        this.item = item;
        this.value = value;
    }

    public void run() {
        try {
            lock.startWrite();
            item.first = value;
            item.second = value;
            lock.endWrite();
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }
    }
}

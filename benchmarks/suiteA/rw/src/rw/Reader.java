package rw;

/** Reads the item under the read lock; optionally checks it is consistent. */
class Reader extends Thread {
    private final RWLock lock;
    private final Item item;
    private final boolean validate;

    Reader(RWLock lock, Item item, boolean validate) {
        this.lock = lock;
        this.item = item;
        this.validate = validate;
    }

    public void run() {
        try {
            for (int i = 0; i < 2; i++) {
                lock.startRead();
                int a = item.first;
                int b = item.second;
                lock.endRead();
                if (validate && a != b) {
                    throw new RuntimeException("read a half-written item: " + a + " " + b);
                }
            }
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }
    }
}

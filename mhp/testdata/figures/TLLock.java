// Each thread locks its own object, the one its ThreadLocal's supplier
// made for it: the locks exclude nothing, and the count races.
class TLLock {
    static final ThreadLocal<Object> LOCK = ThreadLocal.withInitial(() -> new Object());
    static int count;

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(TLLock::bump);
        Thread b = new Thread(TLLock::bump);
        a.start();
        b.start();
        a.join();
        b.join();
    }

    static void bump() {
        synchronized (LOCK.get()) {
            count++;
        }
    }
}

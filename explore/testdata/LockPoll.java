// A consumer polls a flag under a lock, with Thread.yield between its
// checks, until the producer (main) publishes; the producer sets the flag
// before it fills in the value (with "fixed": after), so the consumer may
// read the value unset.
public class LockPoll {
    static final Object lock = new Object();
    static boolean ready;
    static int value;

    public static void main(String[] args) throws InterruptedException {
        final boolean fixed = args.length > 0 && args[0].equals("fixed");
        Thread consumer = new Thread(() -> {
            for (;;) {
                synchronized (lock) {
                    if (ready) {
                        break;
                    }
                }
                Thread.yield();
            }
            if (value != 42) {
                throw new IllegalStateException("value " + value + " read before it was set");
            }
        }, "consumer");
        consumer.start();
        if (fixed) {
            value = 42;
        }
        synchronized (lock) {
            ready = true;
        }
        if (!fixed) {
            value = 42;
        }
        consumer.join();
    }
}

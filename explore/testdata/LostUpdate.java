// Two threads increment a shared counter without a lock: an update can be
// lost, and main's check fails.
public class LostUpdate {
    static int count;

    static void increment() {
        int c = count;
        count = c + 1;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(LostUpdate::increment);
        Thread t2 = new Thread(LostUpdate::increment);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        if (count != 2) {
            throw new IllegalStateException("lost update: count = " + count);
        }
    }
}

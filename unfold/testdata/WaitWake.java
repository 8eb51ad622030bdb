// A waiter that no notify wakes. With the argument "timed" its wait has
// a timeout and ends when the time is up; else the other thread
// interrupts it. The model has no event for either in the wake-up's past.
public class WaitWake {
    static final Object lock = new Object();
    static int x;

    public static void main(String[] args) throws InterruptedException {
        boolean timed = args.length > 0 && args[0].equals("timed");
        Thread waiter = new Thread(() -> {
            synchronized (lock) {
                try {
                    lock.wait(timed ? 5 : 0);
                } catch (InterruptedException e) {
                    x = 3;
                }
                x = 1;
            }
        });
        waiter.start();
        Thread other = new Thread(() -> {
            synchronized (lock) {
                x = 2;
            }
            if (!timed) {
                waiter.interrupt();
            }
        });
        other.start();
        waiter.join();
        other.join();
    }
}

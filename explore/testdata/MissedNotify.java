// The waiter checks the flag outside the lock: if the notifier sets it and
// notifies in between, the notification is lost and the waiter waits
// forever.
public class MissedNotify {
    static final Object lock = new Object();
    static boolean ready;

    public static void main(String[] args) throws InterruptedException {
        Thread waiter = new Thread(() -> {
            if (!ready) {
                synchronized (lock) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
        });
        Thread notifier = new Thread(() -> {
            ready = true;
            synchronized (lock) {
                lock.notify();
            }
        });
        waiter.start();
        notifier.start();
        waiter.join();
        notifier.join();
    }
}

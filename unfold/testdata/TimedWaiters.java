// Two threads wait on one monitor, the second with a timeout, and main
// notifies once: a notify that wakes the second leaves the first waiting
// for good (main deadlocks joining it). A waiter that times out leaves the
// wait set with no event of the model.
public class TimedWaiters {
    static final Object box = new Object();
    static boolean ready;

    public static void main(String[] args) throws InterruptedException {
        Thread first = new Thread(() -> {
            synchronized (box) {
                while (!ready) {
                    try {
                        box.wait();
                    } catch (InterruptedException e) {
                    }
                }
            }
        });
        Thread second = new Thread(() -> {
            synchronized (box) {
                try {
                    box.wait(50);
                } catch (InterruptedException e) {
                }
            }
        });
        first.start();
        second.start();
        synchronized (box) {
            ready = true;
            box.notify();
        }
        first.join();
        second.join();
    }
}

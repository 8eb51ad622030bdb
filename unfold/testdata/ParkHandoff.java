import java.util.concurrent.locks.LockSupport;

// A one-shot hand-off by park/unpark that loses its wake-up (as
// examples/parkhandoff): the consumer sees an empty slot, the producer
// fills it and finds no waiter, the consumer registers and parks for
// good, and main waits in join for ever. The model takes a park for a
// write of the thread's permit, which the program may block at: a
// target after a park that no unpark releases is not reached.
public class ParkHandoff {
    static volatile Object item;
    static volatile Thread waiter;

    public static void main(String[] args) throws InterruptedException {
        Thread consumer = new Thread(() -> {
            if (item == null) {
                waiter = Thread.currentThread();
                LockSupport.park();
            }
            waiter = null;
        });
        consumer.start();
        item = "order";
        Thread w = waiter;
        if (w != null) {
            LockSupport.unpark(w);
        }
        consumer.join();
    }
}

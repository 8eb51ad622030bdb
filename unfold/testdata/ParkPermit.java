import java.util.concurrent.locks.LockSupport;

// A hand-off by park/unpark that keeps its wake-up (examples/parkhandoff's
// fixed variant): the consumer registers, then parks while the slot is
// empty; main fills the slot and unparks the registered waiter, whose
// park returns at once if the unpark came first (the permit it left).
// With "interrupt" main interrupts the waiter instead, which also ends
// its park.
public class ParkPermit {
    static volatile Object item;
    static volatile Thread waiter;

    public static void main(String[] args) throws InterruptedException {
        boolean interrupt = args.length > 0 && args[0].equals("interrupt");
        Thread consumer = new Thread(() -> {
            waiter = Thread.currentThread();
            while (item == null) {
                LockSupport.park();
            }
            waiter = null;
        });
        consumer.start();
        item = "order";
        Thread w = waiter;
        if (w != null) {
            if (interrupt) {
                w.interrupt();
            } else {
                LockSupport.unpark(w);
            }
        }
        consumer.join();
    }
}

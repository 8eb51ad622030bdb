// main joins t; i interrupts main once main waits in the join. main is
// woken either by t's end (the join returns) or by the interrupt (the
// join throws InterruptedException), and with the interrupt main may take
// t's monitor back before t ends: then t is still alive when main looks,
// and main throws. The bug needs main's wakeup before t's end, which
// happens only when the interrupt woke main. The fixed variant does not
// look.
public class JoinInterrupt {
    public static void main(String[] args) throws Exception {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Thread m = Thread.currentThread();
        Thread t = new Thread(() -> {
        }, "t");
        Thread i = new Thread(() -> {
            Thread.State s;
            while ((s = m.getState()) != Thread.State.WAITING) {
                if (s == Thread.State.TERMINATED) {
                    return;
                }
                Thread.yield();
            }
            m.interrupt();
        }, "i");
        t.start();
        i.start();
        try {
            t.join();
        } catch (InterruptedException e) {
            if (!fixed && t.isAlive()) {
                throw new IllegalStateException("join interrupted while t was alive");
            }
        }
    }
}

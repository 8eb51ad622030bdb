import java.util.concurrent.locks.LockSupport;

// t blocks for 5 ms in a sleep, a timed wait or a parkNanos (args[0]:
// sleep, wait, park) and records whether the interrupt ended its block
// (the sleep or wait threw InterruptedException; the park returned
// before its deadline). main starts t, interrupts it and joins it. With
// args[1] "before", the bug is an interrupt that reaches t before its
// block ends (t throws); with "after", an interrupt that comes after
// t's block ended on its own (main throws). With "fixed" as args[2],
// neither throws. No Thread.getState: dpor's life accesses are off, and
// the VM's sleep, wait and park read the interrupt status natively.
public class InterruptBlock {
    static volatile boolean interruptedBlock;

    public static void main(String[] args) throws Exception {
        String mode = args[0];
        boolean after = args[1].equals("after");
        boolean fixed = args.length > 2 && args[2].equals("fixed");
        Object o = new Object();
        Thread t = new Thread(() -> {
            interruptedBlock = block(mode, o);
            if (!after && !fixed && interruptedBlock) {
                throw new IllegalStateException("t's " + mode + " was interrupted");
            }
        }, "t");
        t.start();
        t.interrupt();
        t.join();
        if (after && !fixed && !interruptedBlock) {
            throw new IllegalStateException("the interrupt came after t's " + mode + " ended");
        }
    }

    static boolean block(String mode, Object o) {
        switch (mode) {
            case "sleep":
                try {
                    Thread.sleep(5);
                } catch (InterruptedException e) {
                    return true;
                }
                return false;
            case "wait":
                synchronized (o) {
                    try {
                        o.wait(5);
                    } catch (InterruptedException e) {
                        return true;
                    }
                }
                return false;
            default:
                long t0 = System.nanoTime();
                LockSupport.parkNanos(5_000_000);
                return System.nanoTime() - t0 < 5_000_000;
        }
    }
}

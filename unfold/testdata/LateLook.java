// main starts t inside its hold of o and yields; t takes o. After main
// leaves o, it throws if it sees t BLOCKED: t blocked on o while main
// held it and has not taken it yet. With "fixed", main joins t before
// its look, which then sees it TERMINATED.
public class LateLook {
    public static void main(String[] args) throws Exception {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Object o = new Object();
        Thread t = new Thread(() -> {
            synchronized (o) {
            }
        }, "t");
        synchronized (o) {
            t.start();
            Thread.yield();
        }
        if (fixed) {
            t.join();
        }
        if (t.getState() == Thread.State.BLOCKED) {
            throw new IllegalStateException("t is BLOCKED");
        }
        t.join();
    }
}

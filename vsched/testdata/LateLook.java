// main starts t inside synchronized (o) and yields; t's run enters o too,
// so t may block on o before main leaves the block. After leaving it, main
// throws if it sees t BLOCKED: t may still be blocked there, if it has not
// been granted the monitor main released (or it was not yet at the entry).
// With "fixed", main joins t before the look, which then sees TERMINATED.
public class LateLook {
    public static void main(String[] args) throws Exception {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Object o = new Object();
        Thread t = new Thread(() -> {
            synchronized (o) {
            }
        }, "t");
        t.setDaemon(true);
        synchronized (o) {
            t.start();
            Thread.yield();
        }
        if (fixed) {
            t.join();
        }
        if (t.getState() == Thread.State.BLOCKED) {
            throw new IllegalStateException("t is BLOCKED after main left the monitor");
        }
        t.join();
    }
}

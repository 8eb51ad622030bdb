// u enters the monitor of thread t, then reads x; main writes x, then
// starts t. A start does not take the thread's monitor (the VM's
// Thread.start is native), so u's entry may come before it and u may
// read x before main writes it: then u throws. dpor's history of t's
// key orders u's entry after main's start when it comes after it, so
// the race on x is not seen in that run: the entry's race with the
// start must be reversed itself.
public class StartLock {
    static int x;

    public static void main(String[] args) throws Exception {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Thread t = new Thread(() -> {
        });
        Thread u = new Thread(() -> {
            synchronized (t) {
                if (x == 0 && !fixed) {
                    throw new IllegalStateException("read x before main wrote it");
                }
            }
        });
        u.start();
        x = 1;
        t.start();
        u.join();
        t.join();
    }
}

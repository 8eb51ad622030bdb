// t writes x and ends; u enters t's monitor and reads x.
// A thread's end takes its own monitor (to notify joiners), so u's
// entry may come before it and u may read x before t writes it: then u
// throws. When u's entry comes after t's end it is ordered after it,
// and after t's write: the entry's race with the end must be reversed
// itself.
public class EndLock {
    static int x;

    public static void main(String[] args) throws Exception {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Thread t = new Thread(() -> {
            x = 1;
        });
        Thread u = new Thread(() -> {
            synchronized (t) {
                if (x == 0 && !fixed) {
                    throw new IllegalStateException("read x before t wrote it");
                }
            }
        });
        t.start();
        u.start();
        Thread.sleep(1000);
    }
}

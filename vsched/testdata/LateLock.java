// Thread a sets q.v under m and ends before t and b start; thread t,
// holding m, reads q.v, raises and lowers a flag, and reads q.v again;
// thread b sets q.v without m, through the same method, if it sees the
// flag raised. When t reads q.v the second time with b about to set it,
// q.v was only ever seen set under m, which t holds: by the lock sets
// learned, b's set cannot come first. It can (b takes no lock): t reads
// two values. With "fixed" b holds m too, and never sees the flag.
public class LateLock {
    static class Cell { int v; }
    static volatile boolean inside;
    static final Object m = new Object();

    static void set(Cell c, int v) { c.v = v; }

    public static void main(String[] args) throws Exception {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Cell q = new Cell();
        Thread a = new Thread(() -> { synchronized (m) { set(q, 1); } });
        Thread t = new Thread(() -> {
            synchronized (m) {
                int r1 = q.v;
                inside = true;
                inside = false;
                int r2 = q.v;
                if (r1 != r2) throw new IllegalStateException("q.v changed under m: " + r1 + " then " + r2);
            }
        });
        Thread b = new Thread(() -> {
            if (fixed) {
                synchronized (m) { if (inside) set(q, 2); }
            } else if (inside) {
                set(q, 2);
            }
        });
        a.start();
        a.join();
        t.start();
        b.start();
        t.join();
        b.join();
    }
}

// n threads in a ring (args[0], default 3): thread i writes x[i], then
// reads x[i+1 mod n] into r[i]. Under sequential consistency every
// outcome but all zeros is possible; all ones needs every write before
// every read, n-1 preemptions.
public class Ring {
    static volatile int x0, x1, x2, x3;
    static int r0, r1, r2, r3;

    static int get(int i) {
        switch (i) {
            case 0: return x0;
            case 1: return x1;
            case 2: return x2;
            default: return x3;
        }
    }

    static void set(int i) {
        switch (i) {
            case 0: x0 = 1; break;
            case 1: x1 = 1; break;
            case 2: x2 = 1; break;
            default: x3 = 1;
        }
    }

    public static void main(String[] args) throws Exception {
        final int n = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            final int me = i;
            ts[i] = new Thread(() -> {
                set(me);
                int v = get((me + 1) % n);
                switch (me) {
                    case 0: r0 = v; break;
                    case 1: r1 = v; break;
                    case 2: r2 = v; break;
                    default: r3 = v;
                }
            });
        }
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
    }
}

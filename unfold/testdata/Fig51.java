// Figure 5.1 of seeds/000: X = 0; T1: b = X; T2: X = 5; T3: c = X.
// Place replication needs 4 test runs, read arcs (contextual unfolding) 2.
// Main does not join (see below).
public class Fig51 {
    static int x = 0;
    static int b, c;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> { b = x; });
        Thread t2 = new Thread(() -> { x = 5; });
        Thread t3 = new Thread(() -> { c = x; });
        t1.start();
        t2.start();
        t3.start();
        // Not join: a join makes main's state depend on each thread's
        // history (4 join orders of histories); sleeping keeps main live
        // so that the VM announces the other threads' operations.
        Thread.sleep(1000);
    }
}

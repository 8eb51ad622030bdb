// The bug shows only if t2 reads x before t1 writes it. Main does not
// join, so whichever thread runs last runs alone, and the VM reports no
// accesses for it: DPOR must assume that step conflicts with everything.
public class LateCheck {
    static int x;

    public static void main(String[] args) {
        Thread t1 = new Thread(() -> {
            x = 1;
        }, "t1");
        Thread t2 = new Thread(() -> {
            if (x == 0) {
                throw new IllegalStateException("t2 ran first");
            }
        }, "t2");
        t1.start();
        t2.start();
    }
}

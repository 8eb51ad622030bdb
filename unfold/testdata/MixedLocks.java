// Three threads read and write one variable under two different locks
// and under none: a thread condition holding one lock meets families and
// read copies made under the other lock or none (TestGroupIdxAgrees).
public class MixedLocks {
    static final Object a = new Object(), b = new Object();
    static int x;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> {
            synchronized (a) { x = x + 1; int y = x; x = y + 1; }
        });
        Thread t2 = new Thread(() -> {
            synchronized (b) { x = x + 2; }
            x = x * 3;
        });
        Thread t3 = new Thread(() -> {
            int y = x;
            synchronized (a) { y = y + x; }
            synchronized (b) { x = y; }
        });
        t1.start();
        t2.start();
        t3.start();
        t1.join();
        t2.join();
        t3.join();
    }
}

// Two threads each update two fields under one lock and read a third
// without it: lock and shared-variable extensions together.
public class Locks {
    static final Object lock = new Object();
    static int a, b, c;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> {
            synchronized (lock) { a = a + 1; }
            int x = c;
            synchronized (lock) { b = b + x; }
        });
        Thread t2 = new Thread(() -> {
            c = 1;
            synchronized (lock) { a = a * 2; b = b + 1; }
        });
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}

// Two threads take two locks in opposite orders: some schedules deadlock.
public class Deadlock {
    static final Object a = new Object(), b = new Object();
    public static void main(String[] args) throws Exception {
        Thread t1 = new Thread(() -> { synchronized (a) { synchronized (b) { System.out.println("t1"); } } }, "t1");
        Thread t2 = new Thread(() -> { synchronized (b) { synchronized (a) { System.out.println("t2"); } } }, "t2");
        t1.start(); t2.start();
        t1.join(); t2.join();
        System.out.println("done");
    }
}

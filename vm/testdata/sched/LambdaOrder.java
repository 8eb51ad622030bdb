// Each thread links its own lambda when it runs: the schedule decides the
// order in which the two call sites are linked.
public class LambdaOrder {
    static volatile int x;
    public static void main(String[] args) throws Exception {
        Thread t1 = new Thread(() -> { x++; Runnable r = () -> { x++; }; r.run(); System.out.println("A " + r.getClass().getName()); });
        Thread t2 = new Thread(() -> { x++; Runnable r = () -> { x--; }; r.run(); System.out.println("B " + r.getClass().getName()); });
        t1.start(); t2.start();
        t1.join(); t2.join();
    }
}

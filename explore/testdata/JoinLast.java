// main joins only the second worker before reading what the first wrote.
// Once the workers have ended, main runs alone and the VM reports none
// of its accesses: DPOR must still see that its read of a races with
// t1's write, which the join of t2 does not order.
public class JoinLast {
    static int a, b;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> {
            a = 1;
        }, "t1");
        Thread t2 = new Thread(() -> {
            b = 1;
        }, "t2");
        t1.start();
        t2.start();
        t2.join();
        if (a + b != 2) {
            throw new IllegalStateException("a " + a + ", b " + b);
        }
    }
}

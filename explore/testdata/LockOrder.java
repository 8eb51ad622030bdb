// Two threads take the same two locks in opposite orders: they can
// deadlock. Main does not join them, which keeps the search small for DFS.
public class LockOrder {
    static final Object a = new Object();
    static final Object b = new Object();
    static int x;

    public static void main(String[] args) {
        Thread t1 = new Thread(() -> {
            synchronized (a) {
                synchronized (b) {
                    x++;
                }
            }
        });
        Thread t2 = new Thread(() -> {
            synchronized (b) {
                synchronized (a) {
                    x--;
                }
            }
        });
        t1.start();
        t2.start();
    }
}

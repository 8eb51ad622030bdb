// Two workers each allocate an object, keep it in a local and wait forever:
// every schedule ends in the same deadlock, with the two objects at heap
// handles that depend on which worker allocated first.
public class AllocOrder {
    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> work(1));
        Thread b = new Thread(() -> work(2));
        a.start();
        b.start();
        a.join();
        b.join();
    }

    static void work(int n) {
        int[] mine = new int[n];
        synchronized (mine) {
            try {
                mine.wait();
            } catch (InterruptedException e) {
            }
        }
        System.out.println(mine.length);
    }
}

// Two threads that share nothing but their start: every interleaving of
// their writes is equivalent. Both are created before the first start and
// main does not join them, which keeps the search small for DFS.
public class Independent {
    static class Worker extends Thread {
        int a, b;

        Worker(String name) {
            super(name);
        }

        public void run() {
            a = 1;
            b = 2;
        }
    }

    public static void main(String[] args) {
        Worker w1 = new Worker("w1");
        Worker w2 = new Worker("w2");
        w1.start();
        w2.start();
    }
}

// ThreadJoin: start N threads that each compute into their own array slot, join them
// all, then print the results from main (deterministic regardless of interleaving).
public class ThreadJoin {
    public static void main(String[] args) throws InterruptedException {
        final int n = 6;
        final long[] results = new long[n];
        final int[] iterations = new int[n];
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                long sum = 0;
                int count = 0;
                for (int k = id * 1000; k < (id + 1) * 1000; k++) { sum += (long) k * k; count++; }
                results[id] = sum;
                iterations[id] = count;
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        long total = 0;
        for (int i = 0; i < n; i++) {
            System.out.println("slot " + i + " = " + results[i] + " (" + iterations[i] + " iterations)");
            total += results[i];
        }
        System.out.println("total " + total + " expected " + expected(n * 1000));
        for (Thread t : ts) if (t.isAlive()) System.out.println("still alive?!");
        System.out.println("all joined, alive=" + ts[0].isAlive());
    }
    static long expected(long m) { return (m - 1) * m * (2 * m - 1) / 6; }
}

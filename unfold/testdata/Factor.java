// A path constraint that Z3 cannot settle in a millisecond: the worker
// fails only on a factorization of a 60-bit semiprime (1000000007 ×
// 1000000009) into two factors in (1, 2000000000), a 64-bit multiplication
// Z3 has to bit-blast. With a 1 ms solver limit the target of that branch
// is given up on; with the default limit Z3 finds the factors.
public class Factor {
    static long input() {
        return 0;
    }

    static class Worker extends Thread {
        public void run() {
            long x = input();
            long y = input();
            if (x > 1 && x < 2000000000L && y > 1 && y < 2000000000L) {
                if (x * y == 1000000016000000063L) {
                    throw new IllegalStateException("factored: " + x + " * " + y);
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Worker w = new Worker();
        w.start();
        w.join();
    }
}

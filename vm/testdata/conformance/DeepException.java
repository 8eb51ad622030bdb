// DeepException: an exception thrown 200 frames deep, unwinding through finally blocks
// and catch-rethrow frames, counting how many frames ran their finally blocks.
public class DeepException {
    static int finallies, rethrows;
    static int down(int n) {
        try {
            if (n == 0) throw new IllegalStateException("bottom reached");
            if (n % 50 == 0) {
                try { return down(n - 1); }
                catch (IllegalStateException e) { rethrows++; throw new IllegalStateException(e.getMessage() + " via " + n, e); }
            }
            return down(n - 1) + 1;
        } finally {
            finallies++;
        }
    }
    static int causeDepth(Throwable t) { int d = 0; while (t.getCause() != null) { t = t.getCause(); d++; } return d; }
    static long sumTo(long n) { return n == 0 ? 0 : n + sumTo(n - 1); }
    public static void main(String[] args) {
        try {
            down(200);
        } catch (IllegalStateException e) {
            System.out.println("caught: " + e.getMessage());
            System.out.println("cause depth " + causeDepth(e) + " finallies " + finallies + " rethrows " + rethrows);
        }
        finallies = 0;
        for (int n = 0; n < 5; n++) {
            try { down(n); } catch (IllegalStateException e) { System.out.println("n=" + n + " " + e.getMessage()); }
        }
        System.out.println("finallies " + finallies);
        System.out.println("recursion sumTo(2000)=" + sumTo(2000));
    }
}

import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;

// A ForkJoinPool runs a RecursiveAction whose compute forks its left half
// and computes its right half: the two leaves lose an update of hits when
// a worker steals the forked one (vsched.TestForkJoin).
public class ForkJoinLost {
    static int hits;

    static class Count extends RecursiveAction {
        final int n;

        Count(int n) {
            this.n = n;
        }

        protected void compute() {
            if (n <= 1) {
                hits++;
                return;
            }
            Count left = new Count(n / 2), right = new Count(n - n / 2);
            left.fork();
            right.compute();
            left.join();
        }
    }

    public static void main(String[] args) {
        new ForkJoinPool(2).invoke(new Count(2));
        if (hits != 2) {
            throw new IllegalStateException("lost update: " + hits);
        }
    }
}

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;

// Round 13's forkscan reduced: a task runs invokeAll on a list of three
// leaves, each adding to one plain static field, on a ForkJoinPool of
// the first argument's size (3 by default): two workers may lose an add.
public class FjList3 {
    static long total;

    static final class Leaf extends RecursiveAction {
        final int v;
        Leaf(int v) { this.v = v; }
        protected void compute() { total += v; }
    }

    static final class Split extends RecursiveAction {
        protected void compute() {
            List<Leaf> leaves = new ArrayList<>();
            for (int i = 1; i <= 3; i++) leaves.add(new Leaf(i));
            invokeAll(leaves);
        }
    }

    public static void main(String[] args) {
        ForkJoinPool pool = new ForkJoinPool(args.length > 0 ? Integer.parseInt(args[0]) : 3);
        pool.invoke(new Split());
        pool.shutdown();
        if (total != 6) {
            throw new IllegalStateException("total " + total);
        }
    }
}

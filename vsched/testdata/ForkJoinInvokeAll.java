import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;

// Two leaves that a RecursiveAction computes through ForkJoinTask.invokeAll
// each add one to a plain int: an update is lost when both read hits
// before either writes it (vsched.TestInvokeAllForkJoin).
class ForkJoinInvokeAll {
    static int hits;

    static class Leaf extends RecursiveAction {
        protected void compute() { hits++; }
    }

    static class Split extends RecursiveAction {
        protected void compute() { invokeAll(new Leaf(), new Leaf()); }
    }

    public static void main(String[] args) {
        new ForkJoinPool(2).invoke(new Split());
        if (hits != 2) throw new IllegalStateException("lost update: " + hits);
    }
}

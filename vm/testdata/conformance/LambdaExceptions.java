// LambdaExceptions: exceptions thrown inside lambdas and method references propagate
// through the functional-interface call; a custom functional interface that declares a
// checked exception; wrapping checked exceptions in unchecked ones and unwrapping them.
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;
public class LambdaExceptions {
    interface IOAction<T> { T run() throws java.io.IOException; }
    static <T> T unchecked(IOAction<T> a) {
        try { return a.run(); }
        catch (java.io.IOException e) { throw new RuntimeException("wrapped: " + e.getMessage(), e); }
    }
    static int parse(String s) { return Integer.parseInt(s); }
    public static void main(String[] args) {
        Function<String, Integer> p = LambdaExceptions::parse;
        for (String s : new String[] { "12", "x", "-3" }) {
            try { System.out.println("parsed " + p.apply(s)); }
            catch (NumberFormatException e) { System.out.println("method ref threw NFE: " + e.getMessage()); }
        }
        Supplier<Integer> div = () -> 10 / (args.length);
        try { div.get(); } catch (ArithmeticException e) { System.out.println("lambda threw " + e.getMessage()); }
        IOAction<String> ok = () -> "io ok";
        IOAction<String> bad = () -> { throw new java.io.FileNotFoundException("missing.txt"); };
        System.out.println(unchecked(ok));
        try { unchecked(bad); }
        catch (RuntimeException e) { System.out.println(e.getMessage() + " cause " + e.getCause().getClass().getSimpleName()); }
        List<Runnable> tasks = new ArrayList<>();
        final int[] done = { 0 };
        for (int k = 0; k < 5; k++) {
            final int n = k;
            tasks.add(() -> { if (n == 3) throw new IllegalStateException("task " + n); done[0]++; });
        }
        for (Runnable r : tasks) {
            try { r.run(); } catch (IllegalStateException e) { System.out.println("caught " + e.getMessage() + " after " + done[0] + " tasks"); }
        }
        System.out.println("tasks completed " + done[0]);
        Function<Integer, Integer> recurse = new Function<Integer, Integer>() {
            public Integer apply(Integer n) { if (n == 0) throw new UnsupportedOperationException("bottom"); return apply(n - 1) + 1; }
        };
        try { recurse.apply(20); } catch (UnsupportedOperationException e) { System.out.println("deep anonymous recursion threw " + e.getMessage()); }
        try {
            Function<Object, String> cast = o -> (String) o;
            cast.apply(5);
        } catch (ClassCastException e) { System.out.println("cast inside lambda: ClassCastException"); }
    }
}

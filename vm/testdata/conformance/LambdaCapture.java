// LambdaCapture: capturing effectively-final locals of every type, loop variables
// (fresh per iteration in for-each), `this` and fields (read at call time), array
// contents mutated after capture, and lambdas capturing other lambdas.
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntSupplier;
import java.util.function.Supplier;
public class LambdaCapture {
    int field = 1;
    Supplier<String> fieldReader() { return () -> "field=" + field + " this.field=" + this.field; }
    public static void main(String[] args) {
        boolean z = true; byte b = 2; char c = 'c'; short s = 4; int i = 5; long l = 6L; float f = 7.5f; double d = 8.25; String str = "nine";
        Supplier<String> all = () -> "" + z + b + c + s + i + l + f + d + str;
        System.out.println("captured all types: " + all.get());
        List<Supplier<Integer>> sups = new ArrayList<>();
        for (int k = 0; k < 5; k++) { final int copy = k * k; sups.add(() -> copy); }
        for (int v : new int[] { 10, 20, 30 }) sups.add(() -> v + 1);
        StringBuilder sb = new StringBuilder();
        for (Supplier<Integer> sp : sups) sb.append(sp.get()).append(' ');
        System.out.println("per-iteration captures " + sb);
        LambdaCapture obj = new LambdaCapture();
        Supplier<String> fr = obj.fieldReader();
        System.out.println(fr.get());
        obj.field = 42;
        System.out.println("after field change: " + fr.get());
        int[] counter = { 0 };
        Runnable inc = () -> counter[0]++;
        for (int k = 0; k < 7; k++) inc.run();
        System.out.println("counter via captured array " + counter[0]);
        IntSupplier base = () -> i * 2;
        IntSupplier derived = () -> base.getAsInt() + 1;
        System.out.println("lambda capturing lambda " + derived.getAsInt());
        List<Runnable> actions = new ArrayList<>();
        StringBuilder log = new StringBuilder();
        String[] names = { "a", "b", "c" };
        for (String n : names) actions.add(() -> log.append(n.toUpperCase()));
        names[0] = "z";
        for (Runnable a : actions) a.run();
        System.out.println("captured element values " + log);
        Supplier<Supplier<Long>> mk = () -> { long local = l * 100; return () -> local + 1; };
        System.out.println("nested local capture " + mk.get().get());
        Object lock = new Object();
        int[] shared = new int[1];
        Runnable syncInc = () -> { synchronized (lock) { shared[0] += 3; } };
        syncInc.run(); syncInc.run();
        System.out.println("synchronized inside lambda " + shared[0]);
    }
}

// LambdaBasics: lambdas for java.util.function interfaces (Runnable, Supplier, Function,
// BiFunction, Predicate, Consumer, BiConsumer, UnaryOperator, BinaryOperator) and a
// custom functional interface with a default method; block vs expression bodies.
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
public class LambdaBasics {
    @FunctionalInterface
    interface TriFunction<A, B, C, R> {
        R apply(A a, B b, C c);
        default TriFunction<A, B, C, String> described() { return (a, b, c) -> "f(" + a + "," + b + "," + c + ")=" + apply(a, b, c); }
    }
    interface IntOp { int op(int a, int b); }
    static int fold(int[] xs, int init, IntOp f) { int acc = init; for (int x : xs) acc = f.op(acc, x); return acc; }
    public static void main(String[] args) {
        Runnable r = () -> System.out.println("runnable ran");
        r.run();
        Supplier<String> sup = () -> "supplied";
        Function<String, Integer> len = s -> s.length();
        BiFunction<Integer, Integer, Long> mul = (a, b) -> (long) a * b;
        Predicate<String> empty = String::isEmpty;
        Predicate<Integer> even = x -> x % 2 == 0;
        UnaryOperator<String> twice = s -> s + s;
        BinaryOperator<Integer> max = (a, b) -> a >= b ? a : b;
        System.out.println(sup.get() + " " + len.apply("lambda") + " " + mul.apply(100000, 100000) + " " + empty.test("") + " " + even.test(7)
            + " " + twice.apply("ab") + " " + max.apply(3, 9));
        StringBuilder sb = new StringBuilder();
        Consumer<String> append = s -> sb.append(s).append(';');
        BiConsumer<String, Integer> rep = (s, n) -> { for (int i = 0; i < n; i++) sb.append(s); sb.append('|'); };
        append.accept("one");
        append.andThen(s -> sb.append("[then ").append(s).append(']')).accept("two");
        rep.accept("x", 3);
        System.out.println("consumers " + sb);
        TriFunction<Integer, Integer, Integer, Integer> sum3 = (a, b, c) -> a + b + c;
        System.out.println(sum3.described().apply(1, 2, 3));
        int[] xs = { 3, 1, 4, 1, 5, 9, 2, 6 };
        System.out.println("fold sum " + fold(xs, 0, (a, b) -> a + b) + " product " + fold(xs, 1, (a, b) -> a * b) + " max " + fold(xs, Integer.MIN_VALUE, Math::max));
        Function<Integer, Function<Integer, Integer>> adder = a -> b -> a + b;
        System.out.println("curried " + adder.apply(10).apply(5));
        Supplier<Supplier<String>> nested = () -> () -> "nested supplier";
        System.out.println(nested.get().get());
        Runnable block = () -> {
            int local = 0;
            for (int i = 0; i < 5; i++) local += i;
            System.out.println("block lambda local " + local);
        };
        block.run();
        Object o = (Runnable) () -> { };
        System.out.println("lambda instanceof Runnable " + (o instanceof Runnable) + " Supplier " + (o instanceof Supplier));
    }
}

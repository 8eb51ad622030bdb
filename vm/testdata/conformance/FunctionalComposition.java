// FunctionalComposition: Function.andThen/compose/identity, Predicate.and/or/negate/
// isEqual, Comparator.comparing/thenComparing/reversed/nullsFirst, BinaryOperator.minBy,
// and Optional map/filter/orElse.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.BinaryOperator;
import java.util.function.Function;
import java.util.function.Predicate;
public class FunctionalComposition {
    public static void main(String[] args) {
        Function<Integer, Integer> plus2 = x -> x + 2;
        Function<Integer, Integer> times3 = x -> x * 3;
        System.out.println("andThen " + plus2.andThen(times3).apply(1) + " compose " + plus2.compose(times3).apply(1) + " identity " + Function.<Integer>identity().apply(9));
        Function<Integer, Integer> chain = Function.identity();
        for (int i = 0; i < 5; i++) chain = chain.andThen(plus2);
        System.out.println("chain of 5 " + chain.apply(0));
        Predicate<String> longWord = s -> s.length() > 4;
        Predicate<String> startsA = s -> s.startsWith("a");
        List<String> ws = Arrays.asList("apple", "ant", "banana", "avocado", "fig", "alpha");
        StringBuilder sb = new StringBuilder();
        for (String w : ws) sb.append(w).append(':').append(longWord.and(startsA).test(w) ? 'A' : '-').append(longWord.or(startsA).test(w) ? 'O' : '-')
            .append(longWord.negate().test(w) ? 'N' : '-').append(Predicate.isEqual("fig").test(w) ? 'E' : '-').append(' ');
        System.out.println(sb);
        List<String> sorted = new ArrayList<>(ws);
        sorted.sort(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()));
        System.out.println("length then reverse " + sorted);
        sorted.sort(Comparator.comparing((String s) -> s.charAt(s.length() - 1)).reversed().thenComparing(Function.identity()));
        System.out.println("last char desc " + sorted);
        List<String> withNulls = new ArrayList<>(Arrays.asList("b", null, "a", null, "c"));
        withNulls.sort(Comparator.nullsFirst(Comparator.naturalOrder()));
        System.out.println("nullsFirst " + withNulls);
        withNulls.sort(Comparator.nullsLast(Comparator.<String>reverseOrder()));
        System.out.println("nullsLast reverse " + withNulls);
        BinaryOperator<String> shorter = BinaryOperator.minBy(Comparator.comparingInt(String::length));
        System.out.println("minBy " + shorter.apply("four", "two") + " maxBy " + BinaryOperator.maxBy(Comparator.<Integer>naturalOrder()).apply(3, 8));
        Optional<String> some = Optional.of("value");
        Optional<String> none = Optional.empty();
        System.out.println("optional " + some.map(String::length).orElse(-1) + " " + none.map(String::length).orElse(-1) + " " + some.filter(s -> s.startsWith("x")).isPresent()
            + " " + none.orElseGet(() -> "generated") + " " + some.get() + " " + Optional.ofNullable(null).isPresent() + " " + some);
        try { none.get(); } catch (java.util.NoSuchElementException e) { System.out.println("empty get: " + e.getMessage()); }
    }
}

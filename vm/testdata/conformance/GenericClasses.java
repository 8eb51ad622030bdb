// GenericClasses: generic classes and methods, bounded type parameters
// (<T extends Comparable<T>>), multiple bounds, wildcards (? extends / ? super),
// generic arrays via casting, raw types, and type erasure seen through getClass().
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
public class GenericClasses {
    static class Box<T> {
        private T value;
        Box(T v) { value = v; }
        T get() { return value; }
        void set(T v) { value = v; }
        <R> Box<R> map(java.util.function.Function<? super T, ? extends R> f) { return new Box<>(f.apply(value)); }
        @Override public String toString() { return "Box(" + value + ")"; }
    }
    static class Pair<A, B> {
        final A first; final B second;
        Pair(A a, B b) { first = a; second = b; }
        Pair<B, A> swap() { return new Pair<>(second, first); }
        @Override public String toString() { return "<" + first + "," + second + ">"; }
    }
    static <T extends Comparable<T>> T max(List<T> xs) {
        T best = xs.get(0);
        for (T x : xs) if (x.compareTo(best) > 0) best = x;
        return best;
    }
    static <T extends Number & Comparable<T>> double sumIfAbove(List<T> xs, T limit) {
        double s = 0;
        for (T x : xs) if (x.compareTo(limit) > 0) s += x.doubleValue();
        return s;
    }
    static double sum(List<? extends Number> xs) { double s = 0; for (Number n : xs) s += n.doubleValue(); return s; }
    static void fill(List<? super Integer> sink, int n) { for (int i = 0; i < n; i++) sink.add(i); }
    static int countAll(List<?> xs) { return xs.size(); }
    @SafeVarargs static <T> List<T> listOf(T... xs) { return new ArrayList<>(Arrays.asList(xs)); }
    static class Stack<E> {
        private E[] items;
        private int n;
        @SuppressWarnings("unchecked") Stack() { items = (E[]) new Object[2]; }
        void push(E e) { if (n == items.length) items = Arrays.copyOf(items, n * 2); items[n++] = e; }
        E pop() { E e = items[--n]; items[n] = null; return e; }
        boolean isEmpty() { return n == 0; }
    }
    public static void main(String[] args) {
        Box<String> bs = new Box<>("hello");
        Box<Integer> bi = bs.map(String::length);
        System.out.println(bs + " " + bi + " " + bi.map(x -> x * 1.5));
        bs.set("world");
        System.out.println("after set " + bs.get() + " same class " + (bs.getClass() == bi.getClass()));
        Pair<String, Integer> p = new Pair<>("k", 1);
        System.out.println(p + " swapped " + p.swap());
        System.out.println("max " + max(listOf(3, 9, 2)) + " " + max(listOf("pear", "apple", "zoo")));
        System.out.println("sumIfAbove " + sumIfAbove(listOf(1, 5, 10, 20), 4) + " doubles " + sumIfAbove(listOf(0.5, 1.5), 1.0));
        List<Number> numbers = new ArrayList<>();
        fill(numbers, 4);
        numbers.add(2.5);
        List<Object> objects = new ArrayList<>();
        fill(objects, 2);
        System.out.println("numbers " + numbers + " sum " + sum(numbers) + " objects " + objects + " count " + countAll(objects));
        Stack<String> st = new Stack<>();
        for (String s : "a b c d e".split(" ")) st.push(s);
        StringBuilder sb = new StringBuilder();
        while (!st.isEmpty()) sb.append(st.pop());
        System.out.println("stack " + sb);
        @SuppressWarnings({ "rawtypes", "unchecked" })
        List raw = new ArrayList();
        raw.add("s"); raw.add(1);
        System.out.println("raw " + raw);
        Pair<Box<Integer>, List<String>> nested = new Pair<>(new Box<>(7), listOf("x"));
        System.out.println("nested " + nested + " inner get " + nested.first.get());
    }
}

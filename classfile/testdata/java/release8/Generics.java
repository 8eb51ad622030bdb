import java.io.IOException;
import java.util.*;

// Generic signatures, for the declarations javap prints.
public abstract class Generics<K extends Comparable<? super K>, V> extends AbstractMap<K, V>
        implements Cloneable, java.io.Serializable {
    class Inner<U> {
        U value;
        Generics<K, V>.Inner<String> sibling;
    }
    static class Nested<T extends Number & Runnable> {}
    interface Visitor<R, E extends Exception> {
        R visit(Object o) throws E;
    }

    Map<? extends K, ? super V> wild;
    List<?>[] arrays;
    Generics<K, V>.Inner<int[]> inner;
    static Nested<?> nested;

    @SafeVarargs
    static <X extends Number & Comparable<X>, Y> Y pick(X x, Y... ys) { return ys[0]; }
    <E extends Exception> void fail(E e) throws E, IOException { throw e; }
    <R> R accept(Visitor<R, ? extends RuntimeException> v) { return v.visit(this); }
    static void plain(String... args) throws InterruptedException, IOException {}
    public abstract Set<Map.Entry<K, V>> entrySet();
}

interface Plain extends Runnable, Comparable<Plain>, java.io.Serializable {}

interface Raw extends Runnable, java.io.Serializable {}

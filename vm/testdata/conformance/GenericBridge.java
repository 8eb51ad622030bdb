// GenericBridge: bridge methods generated for generic interfaces implemented with a
// concrete type (Comparable<Version>, a generic Transformer), covariant overrides in a
// generic hierarchy, and calls through the erased (raw) interface.
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
public class GenericBridge {
    interface Transformer<A, B> { B apply(A a); }
    static class Length implements Transformer<String, Integer> {
        public Integer apply(String s) { return s.length(); }
    }
    static class Version implements Comparable<Version> {
        final int major, minor;
        Version(int a, int b) { major = a; minor = b; }
        public int compareTo(Version o) { return major != o.major ? Integer.compare(major, o.major) : Integer.compare(minor, o.minor); }
        @Override public String toString() { return major + "." + minor; }
    }
    static abstract class Node<T> {
        abstract T value();
        Node<T> self() { return this; }
    }
    static class IntNode extends Node<Integer> {
        final int v;
        IntNode(int v) { this.v = v; }
        Integer value() { return v; }
        @Override IntNode self() { return this; }
    }
    static class Holder<T> { T item; void put(T t) { item = t; } }
    static class StringHolder extends Holder<String> {
        @Override void put(String s) { super.put(s.toUpperCase()); }
    }
    @SuppressWarnings({ "rawtypes", "unchecked" })
    public static void main(String[] args) {
        Transformer<String, Integer> t = new Length();
        System.out.println("typed " + t.apply("bridge"));
        Transformer raw = t;
        System.out.println("raw " + raw.apply("erased call"));
        try { raw.apply(42); } catch (ClassCastException e) { System.out.println("raw with wrong type: ClassCastException"); }
        List<Version> vs = new ArrayList<>();
        vs.add(new Version(1, 10)); vs.add(new Version(1, 2)); vs.add(new Version(0, 9)); vs.add(new Version(2, 0));
        Collections.sort(vs);
        System.out.println("versions " + vs);
        Comparable c = new Version(1, 0);
        System.out.println("raw compareTo " + c.compareTo(new Version(0, 5)));
        Node<Integer> n = new IntNode(5);
        System.out.println("node value " + n.value() + " self class " + n.self().getClass().getSimpleName());
        IntNode in = new IntNode(6);
        int direct = in.self().v;
        System.out.println("covariant self " + direct);
        Holder<String> h = new StringHolder();
        h.put("shout");
        System.out.println("holder " + h.item);
        Holder rawH = h;
        try { rawH.put(3); } catch (ClassCastException e) { System.out.println("raw put Integer: ClassCastException"); }
        Transformer<Integer, String> anon = new Transformer<Integer, String>() {
            public String apply(Integer i) { return "#" + (i + 1); }
        };
        Transformer rawAnon = anon;
        System.out.println("anonymous via bridge " + rawAnon.apply(41));
    }
}

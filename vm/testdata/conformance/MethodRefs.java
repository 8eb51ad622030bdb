// MethodRefs: static method refs, bound instance refs (obj::m, this::m, super::m),
// unbound refs (Type::instanceMethod), constructor refs (Class::new with 0/1/2 args),
// array constructor refs (int[]::new), and refs to overloaded/varargs methods.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import java.util.function.ToIntFunction;
public class MethodRefs {
    static int square(int x) { return x * x; }
    static String join(String... parts) { return String.join("+", parts); }
    String prefix = "pre-";
    String addPrefix(String s) { return prefix + s; }
    static class Base { String hello() { return "Base.hello"; } }
    static class Child extends Base {
        @Override String hello() { return "Child.hello"; }
        Supplier<String> viaSuper() { return super::hello; }
        Supplier<String> viaThis() { return this::hello; }
    }
    static class Pt {
        final int x, y;
        Pt() { this(0, 0); }
        Pt(int x) { this(x, x); }
        Pt(int x, int y) { this.x = x; this.y = y; }
        @Override public String toString() { return "Pt(" + x + "," + y + ")"; }
    }
    public static void main(String[] args) {
        Function<Integer, Integer> sq = MethodRefs::square;
        System.out.println("static ref " + sq.apply(12));
        MethodRefs m = new MethodRefs();
        Function<String, String> bound = m::addPrefix;
        m.prefix = "changed-";
        System.out.println("bound ref sees field change " + bound.apply("x"));
        String target = "bound-string";
        Supplier<Integer> boundLen = target::length;
        System.out.println("bound length " + boundLen.get());
        Function<String, String> unbound = String::toUpperCase;
        BiFunction<String, String, Boolean> starts = String::startsWith;
        ToIntFunction<String> len = String::length;
        System.out.println("unbound " + unbound.apply("shout") + " " + starts.apply("weft", "we") + " " + len.applyAsInt("four"));
        Supplier<Pt> c0 = Pt::new;
        Function<Integer, Pt> c1 = Pt::new;
        BiFunction<Integer, Integer, Pt> c2 = Pt::new;
        System.out.println("ctor refs " + c0.get() + " " + c1.apply(3) + " " + c2.apply(4, 5));
        IntFunction<int[]> mkArr = int[]::new;
        Function<Integer, String[]> mkSArr = String[]::new;
        System.out.println("array ctor " + mkArr.apply(4).length + " " + mkSArr.apply(2).length + " " + mkSArr.apply(2).getClass().getSimpleName());
        Child ch = new Child();
        System.out.println("super::hello " + ch.viaSuper().get() + " this::hello " + ch.viaThis().get());
        Function<String[], String> varargs = MethodRefs::join;
        System.out.println("varargs ref " + varargs.apply(new String[] { "a", "b", "c" }));
        List<String> words = new ArrayList<>(Arrays.asList("delta", "Alpha", "charlie", "Bravo"));
        words.sort(String::compareToIgnoreCase);
        System.out.println("sorted with ref " + words);
        StringBuilder sb = new StringBuilder();
        words.forEach(sb::append);
        System.out.println("forEach bound append " + sb);
        Supplier<List<String>> listMaker = ArrayList::new;
        List<String> made = listMaker.get();
        made.add("new list");
        System.out.println(made);
        Function<Integer, String> toStr = String::valueOf;
        Function<Object, String> objToStr = Object::toString;
        System.out.println("overloaded valueOf " + toStr.apply(77) + " " + objToStr.apply(new Pt(1)));
        Function<Integer, Integer> composed = sq.andThen(MethodRefs::square).compose(x -> x + 1);
        System.out.println("composed " + composed.apply(1));
    }
}

// AnonymousClasses: anonymous subclasses of classes (with constructor arguments and
// instance initializers) and of interfaces, capturing locals, overriding methods,
// anonymous classes created in a loop, and anonymous class names ($1, $2 ...).
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
public class AnonymousClasses {
    static abstract class Greeter {
        final String greeting;
        Greeter(String g) { greeting = g; }
        abstract String target();
        String greet() { return greeting + ", " + target() + "!"; }
    }
    interface Counter { int next(); }
    static Counter from(int start, int step) {
        return new Counter() {
            int cur = start - step;
            public int next() { cur += step; return cur; }
        };
    }
    public static void main(String[] args) {
        String who = "world";
        Greeter g = new Greeter("Hello") {
            String suffix;
            { suffix = "?"; }
            String target() { return who + suffix; }
        };
        System.out.println(g.greet());
        Greeter formal = new Greeter("Good evening") {
            String target() { return "Sir"; }
            @Override String greet() { return super.greet().toUpperCase(); }
        };
        System.out.println(formal.greet());
        Counter c = from(10, 5);
        Counter d = from(0, -1);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 4; i++) sb.append(c.next()).append('/').append(d.next()).append(' ');
        System.out.println("counters " + sb);
        List<Runnable> rs = new ArrayList<>();
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < 3; i++) {
            final int n = i;
            rs.add(new Runnable() { public void run() { out.append("run").append(n).append(' '); } });
        }
        for (Runnable r : rs) r.run();
        System.out.println(out + "same class " + (rs.get(0).getClass() == rs.get(2).getClass()));
        List<String> names = new ArrayList<>();
        names.add("ccc"); names.add("a"); names.add("bb");
        names.sort(new Comparator<String>() {
            @Override public int compare(String x, String y) { return y.length() - x.length(); }
        });
        System.out.println("sorted by anonymous comparator " + names);
        Object o = new Object() { @Override public String toString() { return "anonymous Object"; } };
        System.out.println(o + " class " + o.getClass().getName() + " g class " + g.getClass().getName() + " superclass " + g.getClass().getSuperclass().getSimpleName());
        System.out.println("isAnonymous " + o.getClass().isAnonymousClass() + " simpleName [" + o.getClass().getSimpleName() + "]");
    }
}

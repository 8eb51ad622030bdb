// Records (Java 17): record classes with compact and custom constructors, accessors,
// generated equals/hashCode/toString (via ObjectMethods bootstrap, invokedynamic),
// static factory methods, records implementing interfaces, nested and generic records.
import java.util.ArrayList;
import java.util.List;
public class Records {
    record Point(int x, int y) {
        Point {
            if (x < 0 || y < 0) throw new IllegalArgumentException("negative coordinate " + x + "," + y);
        }
        static Point origin() { return new Point(0, 0); }
        Point plus(Point o) { return new Point(x + o.x, y + o.y()); }
        double dist() { return Math.sqrt(x * x + y * y); }
    }
    interface Shape { double area(); }
    record Rect(Point corner, int w, int h) implements Shape { public double area() { return w * h; } }
    record Pair<A, B>(A first, B second) { }
    record Named(String name, long id) {
        Named(String name) { this(name, name.length()); }
        @Override public String toString() { return name + "#" + id; }
    }
    public static void main(String[] args) {
        Point p = new Point(3, 4), q = new Point(3, 4), r = p.plus(new Point(1, 1));
        System.out.println(p + " " + r + " dist " + p.dist() + " x " + p.x() + " y " + r.y());
        System.out.println("equals " + p.equals(q) + " " + p.equals(r) + " == " + (p == q) + " hash equal " + (p.hashCode() == q.hashCode()) + " origin " + Point.origin());
        try { new Point(-1, 2); } catch (IllegalArgumentException e) { System.out.println("compact ctor: " + e.getMessage()); }
        Rect rect = new Rect(p, 5, 6);
        Shape s = rect;
        System.out.println(rect + " area " + s.area() + " corner.x " + rect.corner().x());
        Pair<String, List<Integer>> pair = new Pair<>("nums", new ArrayList<>(List.of(1, 2, 3)));
        System.out.println(pair + " first " + pair.first() + " second size " + pair.second().size());
        System.out.println(new Named("weft") + " " + new Named("x", 99) + " equals " + new Named("ab").equals(new Named("ab", 2)));
        System.out.println("record is final and a java.lang.Record: " + (p instanceof Record) + " superclass " + Point.class.getSuperclass().getName());
        System.out.println("null component " + new Pair<String, String>(null, "b") + " hash of null pair equal " + (new Pair<>(null, null).hashCode() == new Pair<>(null, null).hashCode()));
    }
}

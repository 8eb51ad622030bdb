// ObjectMethods: overriding equals/hashCode/toString, equals contract in HashSet and
// HashMap lookups, getClass().getName()/getSimpleName() for nested, anonymous-free
// classes and arrays, Objects.hash/equals, and default equals being identity.
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
public class ObjectMethods {
    static final class Point {
        final int x, y;
        Point(int x, int y) { this.x = x; this.y = y; }
        @Override public boolean equals(Object o) {
            if (this == o) return true;
            if (!(o instanceof Point)) return false;
            Point p = (Point) o;
            return x == p.x && y == p.y;
        }
        @Override public int hashCode() { return 31 * x + y; }
        @Override public String toString() { return "(" + x + "," + y + ")"; }
    }
    static class Plain { }
    static class Named { final String n; Named(String n) { this.n = n; } @Override public int hashCode() { return Objects.hash(n, 1); } }
    public static void main(String[] args) {
        Point a = new Point(1, 2), b = new Point(1, 2), c = new Point(2, 1);
        System.out.println("equals " + a.equals(b) + " " + a.equals(c) + " " + a.equals(null) + " " + a.equals("(1,2)") + " == " + (a == b));
        System.out.println("hash " + a.hashCode() + " " + b.hashCode() + " " + c.hashCode() + " toString " + a + " " + String.valueOf(c));
        Set<Point> set = new HashSet<>();
        set.add(a); set.add(b); set.add(c);
        System.out.println("set size " + set.size() + " contains (2,1) " + set.contains(new Point(2, 1)));
        Map<Point, String> map = new HashMap<>();
        map.put(a, "first"); map.put(b, "second");
        System.out.println("map size " + map.size() + " get " + map.get(new Point(1, 2)));
        Plain p1 = new Plain(), p2 = new Plain();
        System.out.println("default equals " + p1.equals(p2) + " " + p1.equals(p1));
        System.out.println("names " + a.getClass().getName() + " " + a.getClass().getSimpleName() + " " + new int[0].getClass().getName() + " "
            + new Point[0].getClass().getName() + " " + new Point[0].getClass().getSimpleName() + " " + String.class.getSimpleName());
        System.out.println("Objects.hash " + Objects.hash(1, "a", null) + " " + new Named("n").hashCode() + " Objects.equals " + Objects.equals(a, b) + " hashCode(null) " + Objects.hashCode(null));
        System.out.println("getClass equality " + (a.getClass() == b.getClass()) + " " + (a.getClass() == Point.class) + " isInstance " + Point.class.isInstance(c)
            + " superclass " + Point.class.getSuperclass().getName());
        Object o = a;
        System.out.println("toString via Object ref " + o.toString() + " equals via Object ref " + o.equals(b));
        System.out.println("boxed hash " + Integer.valueOf(7).hashCode() + " " + Long.valueOf(1L << 32).hashCode() + " " + Double.valueOf(1.5).hashCode() + " "
            + Boolean.TRUE.hashCode() + " " + Boolean.FALSE.hashCode() + " " + Character.valueOf('a').hashCode() + " " + "".hashCode());
    }
}

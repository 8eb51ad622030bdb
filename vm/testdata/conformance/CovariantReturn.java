// CovariantReturn: overriding with a narrower return type (bridge method in the
// subclass), chained covariant overrides, clone() with covariant return, and calls
// through both the supertype and the subtype static types.
public class CovariantReturn {
    static class Fruit {
        Fruit copy() { return new Fruit(); }
        Object describe() { return "fruit"; }
        Number weight() { return 1; }
    }
    static class Apple extends Fruit {
        final String variety;
        Apple(String v) { variety = v; }
        @Override Apple copy() { return new Apple(variety + "'"); }
        @Override String describe() { return "apple " + variety; }
        @Override Integer weight() { return 150; }
    }
    static class GreenApple extends Apple {
        GreenApple() { super("green"); }
        @Override GreenApple copy() { return new GreenApple(); }
        @Override String describe() { return "green " + super.describe(); }
    }
    static class Point implements Cloneable {
        int x, y; int[] data = { 1, 2 };
        Point(int x, int y) { this.x = x; this.y = y; }
        @Override public Point clone() {
            try { return (Point) super.clone(); } catch (CloneNotSupportedException e) { throw new AssertionError(e); }
        }
    }
    static class NotCloneable { Object tryClone() throws CloneNotSupportedException { return super.clone(); } }
    public static void main(String[] args) {
        Fruit f = new Apple("fuji");
        Fruit fc = f.copy();
        System.out.println("via Fruit: " + fc.describe() + " class " + fc.getClass().getSimpleName() + " weight " + f.weight());
        Apple a = new Apple("gala");
        Apple ac = a.copy();
        String d = ac.describe();
        int w = ac.weight();
        System.out.println("via Apple: " + d + " weight " + w + " variety " + ac.variety);
        Fruit g = new GreenApple();
        System.out.println("green via Fruit: " + g.copy().describe() + " | via Apple: " + ((Apple) g).copy().variety);
        GreenApple ga = new GreenApple();
        GreenApple gc = ga.copy();
        System.out.println("GreenApple copy " + gc.describe());
        Point p = new Point(3, 4);
        Point q = p.clone();
        q.x = 30; q.data[0] = 100;
        System.out.println("clone: p=" + p.x + "," + p.y + " q=" + q.x + "," + q.y + " shared data " + p.data[0] + " distinct " + (p != q));
        try { new NotCloneable().tryClone(); } catch (CloneNotSupportedException e) { System.out.println("CloneNotSupportedException"); }
        int[][] arr = { { 1 }, { 2 } };
        int[][] arrClone = arr.clone();
        arrClone[0][0] = 9;
        arrClone[1] = new int[] { 8 };
        System.out.println("array clone is shallow: " + arr[0][0] + " " + arr[1][0]);
    }
}

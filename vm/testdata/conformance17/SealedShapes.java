// SealedShapes (Java 17): sealed interfaces and classes with permits, final and
// non-sealed subclasses, records as permitted subtypes, and an exhaustive dispatch over
// the hierarchy using instanceof patterns.
public class SealedShapes {
    sealed interface Shape permits Circle, Square, Poly { }
    record Circle(double r) implements Shape { }
    record Square(double side) implements Shape { }
    static sealed abstract class Poly implements Shape permits Triangle, Free { abstract int corners(); }
    static final class Triangle extends Poly { final double b, h; Triangle(double b, double h) { this.b = b; this.h = h; } int corners() { return 3; } }
    static non-sealed class Free extends Poly { int corners() { return 0; } }
    static class Star extends Free { @Override int corners() { return 10; } }
    static double area(Shape s) {
        if (s instanceof Circle c) return Math.PI * c.r() * c.r();
        if (s instanceof Square q) return q.side() * q.side();
        if (s instanceof Triangle t) return t.b * t.h / 2;
        if (s instanceof Free f) return -f.corners();
        throw new AssertionError("unreachable");
    }
    public static void main(String[] args) {
        Shape[] shapes = { new Circle(1), new Square(3), new Triangle(4, 5), new Free(), new Star() };
        for (Shape s : shapes) System.out.println(s.getClass().getSimpleName() + " area " + area(s) + (s instanceof Poly p ? " corners " + p.corners() : ""));
        Shape extra = new Free() { @Override int corners() { return 4; } };
        System.out.println("anonymous subclass of non-sealed class: area " + area(extra));
    }
}

// InterfaceStatic: static methods and constants in interfaces (invokestatic on an
// interface method), generic static factory methods in an interface, a default method
// calling a static one, and functional interfaces with static helpers.
import java.util.ArrayList;
import java.util.List;
public class InterfaceStatic {
    interface Shape {
        double area();
        static Shape square(double s) { return () -> s * s; }
        static Shape rect(double w, double h) { return () -> w * h; }
        static double total(List<Shape> shapes) { double t = 0; for (Shape s : shapes) t += s.area(); return t; }
        default Shape scaled(double k) { Shape self = this; return () -> self.area() * k * k; }
    }
    interface Validator<T> {
        boolean valid(T t);
        static <T> Validator<T> not(Validator<T> v) { return t -> !v.valid(t); }
        static <T> Validator<T> all(List<Validator<T>> vs) { return t -> { for (Validator<T> v : vs) if (!v.valid(t)) return false; return true; }; }
        default Validator<T> and(Validator<T> o) { return t -> valid(t) && o.valid(t); }
    }
    interface Consts { int A = 1; String NAME = "consts"; long BIG = 1L << 50; double HALF = 0.5; }
    static class UsesConsts implements Consts { String show() { return NAME + " " + A + " " + BIG + " " + HALF; } }
    public static void main(String[] args) {
        List<Shape> shapes = new ArrayList<>();
        shapes.add(Shape.square(3));
        shapes.add(Shape.rect(2, 5));
        shapes.add(Shape.square(1).scaled(4));
        System.out.println("total area " + Shape.total(shapes));
        Validator<String> nonEmpty = s -> !s.isEmpty();
        Validator<String> shortStr = s -> s.length() < 5;
        Validator<String> both = nonEmpty.and(shortStr);
        List<Validator<String>> vs = new ArrayList<>();
        vs.add(nonEmpty); vs.add(Validator.not(shortStr));
        Validator<String> allV = Validator.all(vs);
        for (String s : new String[] { "", "abc", "abcdef" }) System.out.println("[" + s + "] both=" + both.valid(s) + " all=" + allV.valid(s));
        System.out.println(new UsesConsts().show() + " via interface " + Consts.NAME.length());
    }
}

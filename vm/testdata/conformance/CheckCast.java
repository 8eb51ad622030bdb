// CheckCast: instanceof/checkcast on classes, interfaces and arrays (covariant object
// arrays, primitive arrays, multi-dim), null, and ClassCastException (only the exception
// class is printed: its message text differs between JDK versions).
public class CheckCast {
    interface Shape { }
    interface Round extends Shape { }
    static class Base implements Shape { }
    static class Circle extends Base implements Round { }
    static class Square extends Base { }
    static String check(Object o) {
        return (o instanceof Object ? "O" : "-") + (o instanceof Shape ? "S" : "-") + (o instanceof Round ? "R" : "-")
            + (o instanceof Base ? "B" : "-") + (o instanceof Circle ? "C" : "-") + (o instanceof Square ? "Q" : "-")
            + (o instanceof Object[] ? "A" : "-") + (o instanceof Shape[] ? "s" : "-") + (o instanceof Base[] ? "b" : "-")
            + (o instanceof int[] ? "i" : "-") + (o instanceof Object[][] ? "2" : "-") + (o instanceof Cloneable ? "c" : "-")
            + (o instanceof java.io.Serializable ? "z" : "-") + (o instanceof Comparable ? "<" : "-") + (o instanceof CharSequence ? "q" : "-");
    }
    static void tryCast(String what, Runnable r) {
        try { r.run(); System.out.println(what + ": ok"); }
        catch (ClassCastException e) { System.out.println(what + ": " + e.getClass().getName()); }
    }
    public static void main(String[] args) {
        Object[] probes = { null, new Object(), new Base(), new Circle(), new Square(), new Circle[1], new Base[2], new Shape[0],
            new Object[1], new int[1], new int[1][1], new Circle[1][1], "str", Integer.valueOf(1), new StringBuilder() };
        String[] labels = { "null", "Object", "Base", "Circle", "Square", "Circle[]", "Base[]", "Shape[]", "Object[]", "int[]",
            "int[][]", "Circle[][]", "String", "Integer", "StringBuilder" };
        for (int i = 0; i < probes.length; i++) System.out.println(labels[i] + "\t" + check(probes[i]));
        final Object circ = new Circle();
        final Object sq = new Square();
        final Object arr = new Circle[3];
        final Object nul = null;
        tryCast("Circle->Shape", () -> { Shape s = (Shape) circ; });
        tryCast("Circle->Round", () -> { Round r = (Round) circ; });
        tryCast("Square->Round", () -> { Round r = (Round) sq; });
        tryCast("Square->Circle", () -> { Circle c = (Circle) sq; });
        tryCast("Circle[]->Base[]", () -> { Base[] b = (Base[]) arr; });
        tryCast("Circle[]->Square[]", () -> { Square[] b = (Square[]) arr; });
        tryCast("Circle[]->Object[]", () -> { Object[] b = (Object[]) arr; });
        tryCast("Circle[]->int[]", () -> { int[] b = (int[]) arr; });
        tryCast("null->Circle", () -> { Circle c = (Circle) nul; });
        tryCast("String->Integer", () -> { Object o = "x"; Integer n = (Integer) o; });
        tryCast("Integer->Number", () -> { Object o = 5; Number n = (Number) o; });
        Object o = new Circle[2][2];
        Object[] asArr = (Object[]) o;
        System.out.println("Circle[][] as Object[] len " + asArr.length + " elem instanceof Round[] " + (asArr[0] instanceof Round[]));
        Base[] covariant = new Circle[1];
        try { covariant[0] = new Square(); System.out.println("stored"); }
        catch (ArrayStoreException e) { System.out.println("ArrayStoreException " + (e.getClass() == ArrayStoreException.class)); }
        covariant[0] = new Circle();
        System.out.println("stored circle " + (covariant[0] instanceof Circle));
    }
}

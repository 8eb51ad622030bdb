// Interfaces: multiple interface implementation, default methods, overriding a
// default, static interface methods, diamond resolution with X.super.m(), interface
// constants, interface inheritance and invokeinterface on various receivers.
public class Interfaces {
    interface Named { String name(); default String greet() { return "Hello, " + name(); } }
    interface Loud extends Named { @Override default String greet() { return Named.super.greet().toUpperCase() + "!"; } }
    interface Polite { default String greet() { return "Good day"; } static String bow() { return "*bows*"; } }
    interface Counter { int LIMIT = 3; int count(); default boolean atLimit() { return count() >= LIMIT; } }
    static class Person implements Named { public String name() { return "Ann"; } }
    static class Shouter implements Loud, Counter {
        int n;
        public String name() { return "Bob"; }
        public int count() { return ++n; }
    }
    static class Diplomat implements Named, Polite {
        public String name() { return "Cy"; }
        @Override public String greet() { return Polite.super.greet() + " / " + Named.super.greet(); }
    }
    interface Shape { double area(); default String info() { return getClass().getSimpleName() + " area " + area(); } }
    static class Sq implements Shape { public double area() { return 4.0; } }
    static class Circ implements Shape { public double area() { return 3.0; } @Override public String info() { return "round " + Shape.super.info(); } }
    interface Visitor<R> { R visitNum(int n); R visitAdd(Expr a, Expr b); }
    interface Expr { <R> R accept(Visitor<R> v); }
    static Expr num(int n) { return new Expr() { public <R> R accept(Visitor<R> v) { return v.visitNum(n); } }; }
    static Expr add(Expr a, Expr b) { return new Expr() { public <R> R accept(Visitor<R> v) { return v.visitAdd(a, b); } }; }
    public static void main(String[] args) {
        Named[] ns = { new Person(), new Shouter(), new Diplomat() };
        for (Named n : ns) System.out.println(n.name() + ": " + n.greet());
        System.out.println("static " + Polite.bow() + " constant " + Counter.LIMIT);
        Shouter s = new Shouter();
        StringBuilder sb = new StringBuilder();
        while (!s.atLimit()) sb.append(s.n).append(' ');
        System.out.println("counter " + sb + "final " + s.n);
        Shape[] shapes = { new Sq(), new Circ() };
        for (Shape sh : shapes) System.out.println(sh.info());
        Expr e = add(num(2), add(num(3), num(4)));
        int value = e.accept(new Visitor<Integer>() {
            public Integer visitNum(int n) { return n; }
            public Integer visitAdd(Expr a, Expr b) { return a.accept(this) + b.accept(this); }
        });
        String shown = e.accept(new Visitor<String>() {
            public String visitNum(int n) { return "" + n; }
            public String visitAdd(Expr a, Expr b) { return "(" + a.accept(this) + "+" + b.accept(this) + ")"; }
        });
        System.out.println(shown + " = " + value);
        Object o = new Shouter();
        System.out.println("instanceof Named " + (o instanceof Named) + " Loud " + (o instanceof Loud) + " Polite " + (o instanceof Polite) + " Counter " + (o instanceof Counter));
        Comparable<String> cmp = "b";
        CharSequence cs = "chars";
        System.out.println("JDK interfaces " + cmp.compareTo("a") + " " + cs.length() + " " + cs.charAt(1) + " " + cs.subSequence(1, 3));
    }
}

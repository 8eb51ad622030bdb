// Overloading: compile-time overload resolution — widening beats boxing beats varargs,
// most specific method, null argument, char/byte/short promotion, overloads on
// Object vs String vs Integer, and static type (not runtime type) selection.
public class Overloading {
    static String f(int x) { return "int"; }
    static String f(long x) { return "long"; }
    static String f(double x) { return "double"; }
    static String f(Integer x) { return "Integer"; }
    static String f(Object x) { return "Object"; }
    static String f(int... x) { return "int..."; }
    static String g(long x) { return "g(long)"; }
    static String g(Integer x) { return "g(Integer)"; }
    static String h(Object o) { return "h(Object)"; }
    static String h(String s) { return "h(String)"; }
    static String k(double d) { return "k(double)"; }
    static String k(Object o) { return "k(Object)"; }
    static String v(int a, int... rest) { return "v(int,int...) rest=" + rest.length; }
    static String v(int a, int b) { return "v(int,int)"; }
    static String c(char x) { return "c(char)"; }
    static String c(int x) { return "c(int)"; }
    static String n(Number x) { return "n(Number)"; }
    static String n(Comparable<?> x) { return "n(Comparable)"; }
    static class Base { String who(Base b) { return "Base.who(Base)"; } String who(Derived d) { return "Base.who(Derived)"; } }
    static class Derived extends Base { @Override String who(Base b) { return "Derived.who(Base)"; } @Override String who(Derived d) { return "Derived.who(Derived)"; } }
    public static void main(String[] args) {
        byte b = 1; short s = 2; char ch = 'c'; long l = 3; float fl = 4f;
        System.out.println("byte->" + f(b) + " short->" + f(s) + " char->" + f(ch) + " int->" + f(5) + " long->" + f(l) + " float->" + f(fl));
        System.out.println("Integer->" + f(Integer.valueOf(1)) + " String->" + f("s") + " none->" + f() + " two->" + f(1, 2) + " Long->" + f(Long.valueOf(1)));
        System.out.println("widening beats boxing: " + g(5));
        System.out.println("null->" + h(null) + " Object-typed string->" + h((Object) "x") + " string->" + h("x"));
        System.out.println("k(int)->" + k(3) + " k(Integer)->" + k(Integer.valueOf(3)) + " k(char)->" + k('x'));
        System.out.println(v(1, 2) + " | " + v(1) + " | " + v(1, 2, 3));
        System.out.println("c('a')->" + c('a') + " c('a'+1)->" + c('a' + 1) + " c((char)98)->" + c((char) 98));
        System.out.println("n(Integer) ambiguity avoided by cast: " + n((Number) 5) + " " + n((Comparable<String>) "s"));
        Base x = new Derived();
        Base y = new Derived();
        Derived z = new Derived();
        System.out.println(x.who(y) + " | " + x.who(z) + " | " + z.who((Base) z));
        Object o = "runtime String";
        System.out.println("static type Object: " + h(o));
    }
}

// NestmatePrivate: private fields, methods and constructors accessed across nest
// members — outer reads inner privates, inner calls outer privates, sibling nested
// classes use each other's privates. With --release 8 javac emits synthetic access$
// methods; with --release 17 it uses NestHost/NestMembers and direct private access
// (invokevirtual/invokeinterface on private methods).
public class NestmatePrivate {
    private int outerSecret = 1;
    private static int staticSecret = 10;
    private int bumpOuter(int by) { outerSecret += by; return outerSecret; }
    private static String tag(String s) { return "<" + s + ">"; }
    class Inner {
        private int innerSecret = 100;
        private Inner() { }
        private int touchOuter() { return bumpOuter(5) + outerSecret + staticSecret; }
    }
    static class Sibling {
        private long hidden = 7L;
        private Sibling() { }
        private String describe() { return tag("sibling " + hidden); }
    }
    static class Other {
        String poke(Sibling s) { s.hidden *= 3; return s.describe(); }
    }
    private interface Secretive { default String expose() { return "private nested interface " + tag("default"); } }
    private static class Impl implements Secretive { private Impl() { } }
    public static void main(String[] args) {
        NestmatePrivate o = new NestmatePrivate();
        Inner in = o.new Inner();
        in.innerSecret += 1;
        System.out.println("outer reads inner private " + in.innerSecret);
        System.out.println("inner calls outer private " + in.touchOuter() + " outerSecret now " + o.outerSecret);
        Sibling s = new Sibling();
        System.out.println("sibling via other " + new Other().poke(s) + " hidden " + s.hidden);
        staticSecret++;
        System.out.println("static private " + staticSecret + " " + tag("x"));
        Runnable r = () -> { o.outerSecret *= 2; in.innerSecret--; };
        r.run();
        System.out.println("lambda touched privates " + o.outerSecret + " " + in.innerSecret);
        System.out.println(new Impl().expose());
    }
}

// StaticInitOrder: JLS 12.4 class initialization triggers and order — superclass before
// subclass; static initializers and static field initializers in textual order;
// triggered by a static method call, a static field read/write, or `new`; NOT triggered
// by compile-time constants, class literals, array creation, or a static field inherited
// from a superclass accessed through the subclass name.
public class StaticInitOrder {
    static StringBuilder log = new StringBuilder();
    static int note(String s) { log.append(s).append(' '); return s.length(); }
    static void show(String step) { System.out.println(step + ": " + log); log.setLength(0); }
    static class Super {
        static int superField = note("Super.superField");
        static { note("Super.static"); }
        static final int CONST = 42;
        static final String SCONST = "compile-time";
        static final Integer BOXED = note("Super.BOXED");
        static void touch() { note("Super.touch()"); }
    }
    static class Sub extends Super {
        static { note("Sub.static1"); }
        static int subField = note("Sub.subField");
        static { note("Sub.static2"); }
        static void hello() { note("Sub.hello()"); }
    }
    static class ByNew { static { note("ByNew.static"); } ByNew() { note("ByNew()"); } }
    static class ByWrite { static int w; static { note("ByWrite.static"); } }
    static class ByArray { static { note("ByArray.static"); } }
    static class ByLiteral { static { note("ByLiteral.static"); } }
    static class NonConstFinal { static final int N = Integer.parseInt("7"); static { note("NonConstFinal.static"); } }
    static class Leaf extends Sub { static { note("Leaf.static"); } static int leaf = 1; }
    public static void main(String[] args) {
        note("main-start");
        show("start");
        int c = Super.CONST;
        String sc = Super.SCONST;
        show("constants " + c + " " + sc + " (no init)");
        Class<?> k = ByLiteral.class;
        ByArray[] arr = new ByArray[3];
        show("class literal " + k.getSimpleName() + " and array len " + arr.length + " (no init)");
        int viaSub = Sub.superField;
        show("Sub.superField=" + viaSub + " (only Super initialized)");
        Sub.hello();
        show("Sub.hello()");
        Sub.hello();
        Super.touch();
        show("second calls (no init)");
        new ByNew();
        new ByNew();
        show("new twice");
        ByWrite.w = 5;
        show("static write");
        int n = NonConstFinal.N;
        show("non-constant static final read " + n);
        int leaf = Leaf.leaf;
        show("Leaf.leaf=" + leaf + " (Super and Sub already done)");
        System.out.println("Super.BOXED=" + Super.BOXED + " Sub.subField=" + Sub.subField);
    }
}

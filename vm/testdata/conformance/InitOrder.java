// InitOrder: instance creation order — superclass constructor first, then field
// initializers and instance initializer blocks in textual order, then the constructor
// body; a virtual call from the super constructor sees default field values.
public class InitOrder {
    static StringBuilder log = new StringBuilder();
    static int note(String s, int v) { log.append(s).append(' '); return v; }
    static class Base {
        int a = note("Base.a", 1);
        { note("Base.init1", 0); }
        int b;
        Base() {
            note("Base()", 0);
            b = 2;
            note("Base.describe=" + describe(), 0);
        }
        { note("Base.init2", 0); }
        String describe() { return "base"; }
    }
    static class Derived extends Base {
        int c = note("Derived.c", 3);
        String s = "set";
        final int k;
        { note("Derived.init", 0); k = 7; }
        Derived() { this(5); note("Derived()", 0); }
        Derived(int x) { super(); note("Derived(int " + x + ") c=" + c + " k=" + k, 0); }
        @Override String describe() { return "derived c=" + c + " s=" + s + " k=" + k; }
    }
    static class Counter {
        static int created;
        final int serial = ++created;
        int[] slots = new int[serial];
    }
    public static void main(String[] args) {
        Derived d = new Derived();
        System.out.println(log);
        System.out.println("after construction: " + d.describe() + " a=" + d.a + " b=" + d.b);
        log.setLength(0);
        new Base();
        System.out.println(log);
        for (int i = 0; i < 3; i++) {
            Counter c = new Counter();
            System.out.println("counter serial " + c.serial + " slots " + c.slots.length);
        }
    }
}

// ConstructorExceptions: exceptions thrown from constructors, instance initializers and
// field initializers; the partially built object is unreachable, the finally blocks
// around `new` still run, and a subclass constructor sees the superclass failure.
public class ConstructorExceptions {
    static int created, attempted;
    static class Strict {
        final int value;
        Strict(int v) {
            attempted++;
            if (v < 0) throw new IllegalArgumentException("negative: " + v);
            value = v;
            created++;
        }
    }
    static class Child extends Strict {
        final String tag;
        Child(int v) { super(v); tag = "child" + v; }
    }
    static int risky(int x) { if (x == 3) throw new ArithmeticException("field init failed for " + x); return x * 2; }
    static class FieldInit {
        final int doubled;
        int after = 5;
        FieldInit(int x) { doubled = risky(x); }
    }
    static class InitBlock {
        int[] data;
        { data = new int[2]; }
        InitBlock(int idx) { data[idx] = 1; }
    }
    public static void main(String[] args) {
        int[] inputs = { 1, -2, 3, -4 };
        for (int v : inputs) {
            Strict s = null;
            try { s = new Strict(v); }
            catch (IllegalArgumentException e) { System.out.println("Strict(" + v + ") failed: " + e.getMessage()); }
            finally { System.out.println("  after new Strict(" + v + "): s is " + (s == null ? "null" : "value " + s.value)); }
        }
        try { new Child(-7); } catch (IllegalArgumentException e) { System.out.println("Child: super failed: " + e.getMessage()); }
        System.out.println("child ok tag " + new Child(8).tag);
        for (int x = 2; x <= 4; x++) {
            try { System.out.println("FieldInit(" + x + ").doubled=" + new FieldInit(x).doubled); }
            catch (ArithmeticException e) { System.out.println("FieldInit: " + e.getMessage()); }
        }
        try { new InitBlock(2); } catch (ArrayIndexOutOfBoundsException e) { System.out.println("InitBlock: " + e.getMessage()); }
        System.out.println("InitBlock(1).data[1]=" + new InitBlock(1).data[1]);
        System.out.println("attempted " + attempted + " created " + created);
    }
}

// Athrow: throwing and catching by exact type, by superclass and by interface-less
// Throwable; Error vs Exception; handler order; exceptions crossing several frames;
// catch parameter reuse; throwing from a catch block.
public class Athrow {
    static class AppException extends Exception { AppException(String m) { super(m); } }
    static class Sub extends AppException { Sub(String m) { super(m); } }
    static void thrower(int kind) throws Throwable {
        switch (kind) {
            case 0: throw new Sub("sub");
            case 1: throw new AppException("app");
            case 2: throw new IllegalArgumentException("iae");
            case 3: throw new Error("err");
            case 4: throw new Throwable("plain throwable");
            case 5: throw new StackOverflowError("fake soe");
            default: System.out.println("no throw " + kind);
        }
    }
    static String classify(int kind) {
        try {
            thrower(kind);
            return "none";
        } catch (Sub e) {
            return "Sub:" + e.getMessage();
        } catch (AppException e) {
            return "App:" + e.getMessage();
        } catch (RuntimeException e) {
            return "Runtime:" + e.getMessage();
        } catch (VirtualMachineError e) {
            return "VMError:" + e.getMessage();
        } catch (Error e) {
            return "Error:" + e.getMessage();
        } catch (Throwable e) {
            return "Throwable:" + e.getMessage();
        }
    }
    static int depth(int n) throws AppException {
        if (n == 0) throw new AppException("bottom");
        return depth(n - 1) + 1;
    }
    public static void main(String[] args) {
        for (int k = 0; k <= 6; k++) System.out.println(k + " " + classify(k));
        try { depth(30); } catch (AppException e) { System.out.println("from depth: " + e.getMessage()); }
        try {
            try { throw new IllegalStateException("first"); }
            catch (IllegalStateException e) { throw new UnsupportedOperationException("second from catch: " + e.getMessage()); }
        } catch (UnsupportedOperationException e) { System.out.println(e.getMessage()); }
        Throwable t = new RuntimeException("stored");
        try { throw t; } catch (Throwable c) { System.out.println("same object: " + (c == t) + " " + c); }
        RuntimeException[] es = { new IllegalArgumentException("a"), new ArithmeticException("b"), new ClassCastException("c") };
        for (RuntimeException e : es) {
            try { throw e; } catch (IllegalArgumentException | ArithmeticException x) { System.out.println("multi " + x.getMessage()); }
            catch (RuntimeException x) { System.out.println("general " + x); }
        }
        Exception withCause = new Exception("outer", new Error("inner"));
        System.out.println(withCause.getMessage() + " / cause " + withCause.getCause().getMessage() + " / " + withCause.getCause());
        System.out.println("noarg msg " + new RuntimeException().getMessage() + " toString " + new RuntimeException());
        System.out.println("cause-only ctor: " + new RuntimeException(new Error("x")).getMessage());
    }
}

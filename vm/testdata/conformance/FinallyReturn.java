// FinallyReturn: return value captured before finally runs, finally overriding a return,
// finally swallowing an exception by returning, and returns of each primitive type.
public class FinallyReturn {
    static int counter;
    static int captured() {
        int x = 1;
        try { return x; }
        finally { x = 99; counter++; }
    }
    @SuppressWarnings("finally")
    static int overriding() {
        try { return 1; }
        finally { return 2; }
    }
    @SuppressWarnings("finally")
    static String swallow() {
        try { throw new RuntimeException("lost"); }
        finally { return "swallowed"; }
    }
    static StringBuilder sbCaptured() {
        StringBuilder sb = new StringBuilder("a");
        try { return sb; }
        finally { sb.append("-mutated-in-finally"); }
    }
    static long longRet() { long v = 5; try { return v * 2; } finally { v = 0; } }
    static double dblRet() { double v = 1.5; try { return v; } finally { v = 0; } }
    @SuppressWarnings("finally")
    static int loopFinally() {
        int i = 0;
        while (true) {
            try { i++; if (i == 5) return i * 100; }
            finally { if (i == 5) return -i; }
        }
    }
    static int catchReturn() {
        int x = 10;
        try { throw new IllegalStateException(); }
        catch (IllegalStateException e) { x = 20; return x; }
        finally { x = 30; counter += 10; }
    }
    static String nestedFinally() {
        StringBuilder sb = new StringBuilder();
        try {
            try { sb.append("t1 "); return sb.append("ret ").toString(); }
            finally { sb.append("f1 "); }
        } finally { sb.append("f2"); System.out.println("  nested log: " + sb); }
    }
    public static void main(String[] args) {
        System.out.println("captured=" + captured() + " counter=" + counter);
        System.out.println("overriding=" + overriding());
        System.out.println("swallow=" + swallow());
        System.out.println("sb=" + sbCaptured());
        System.out.println("long=" + longRet() + " double=" + dblRet());
        System.out.println("loopFinally=" + loopFinally());
        System.out.println("catchReturn=" + catchReturn() + " counter=" + counter);
        System.out.println("nested=" + nestedFinally());
    }
}

// TryCatchFinally: order of try/catch/finally blocks on normal completion, on a caught
// exception, on an uncaught one propagating outward, with break/continue through finally.
public class TryCatchFinally {
    static StringBuilder log = new StringBuilder();
    static void step(String s) { log.append(s).append(' '); }
    static void body(int mode) {
        try {
            step("try" + mode);
            if (mode == 1) throw new IllegalArgumentException("m1");
            if (mode == 2) throw new IllegalStateException("m2");
            step("tryEnd");
        } catch (IllegalArgumentException e) {
            step("catch:" + e.getMessage());
        } finally {
            step("finally");
        }
        step("after");
    }
    public static void main(String[] args) {
        for (int mode = 0; mode < 3; mode++) {
            log.setLength(0);
            try { body(mode); } catch (RuntimeException e) { step("outer:" + e.getMessage()); }
            System.out.println("mode " + mode + ": " + log.toString().trim());
        }
        log.setLength(0);
        for (int i = 0; i < 5; i++) {
            try {
                if (i == 1) continue;
                if (i == 3) break;
                step("body" + i);
            } finally {
                step("fin" + i);
            }
        }
        System.out.println("loop: " + log.toString().trim());
        log.setLength(0);
        int x = 0;
        try {
            x = 1;
            try {
                x = 2;
                throw new RuntimeException("inner");
            } finally {
                x = 3;
                step("innerFinally x=" + x);
            }
        } catch (RuntimeException e) {
            step("caught " + e.getMessage() + " x=" + x);
        } finally {
            step("outerFinally");
        }
        System.out.println("nested: " + log.toString().trim());
        log.setLength(0);
        try {
            try { throw new RuntimeException("a"); }
            finally { step("f1"); }
        } catch (Exception e) {
            try { throw new Exception("b"); }
            catch (Exception e2) { step("c2 " + e2.getMessage() + " orig " + e.getMessage()); }
            finally { step("f2"); }
        }
        System.out.println("chain: " + log.toString().trim());
        int n = 0;
        while (true) {
            try { n++; if (n > 3) break; }
            finally { n += 10; }
        }
        System.out.println("while-break n=" + n);
    }
}

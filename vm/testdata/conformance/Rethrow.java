// Rethrow: rethrowing the same exception object, wrapping with a cause, precise rethrow
// of a final catch parameter, initCause and getCause chains.
public class Rethrow {
    static class LowLevel extends Exception { LowLevel(String m) { super(m); } }
    static class HighLevel extends Exception { HighLevel(String m, Throwable c) { super(m, c); } }
    static void low(int i) throws LowLevel { if (i > 1) throw new LowLevel("low " + i); }
    static void mid(int i) throws LowLevel {
        try { low(i); }
        catch (LowLevel e) { System.out.println("mid saw " + e.getMessage() + ", rethrowing"); throw e; }
    }
    static void high(int i) throws HighLevel {
        try { mid(i); }
        catch (LowLevel e) { throw new HighLevel("high wraps", e); }
    }
    static void precise(boolean a) throws LowLevel, InterruptedException {
        try {
            if (a) throw new LowLevel("precise-low");
            else throw new InterruptedException("precise-int");
        } catch (Exception e) {
            throw e; // precise rethrow: only the checked types thrown in the try
        }
    }
    public static void main(String[] args) throws Exception {
        for (int i = 0; i < 4; i++) {
            try { high(i); System.out.println("i=" + i + " fine"); }
            catch (HighLevel e) {
                Throwable c = e.getCause();
                System.out.println("i=" + i + " " + e.getMessage() + " <- " + c.getClass().getSimpleName() + ":" + c.getMessage());
            }
        }
        for (boolean b : new boolean[] { true, false }) {
            try { precise(b); }
            catch (LowLevel e) { System.out.println("LowLevel " + e.getMessage()); }
            catch (InterruptedException e) { System.out.println("Interrupted " + e.getMessage()); }
        }
        RuntimeException r = new RuntimeException("r");
        r.initCause(new IllegalArgumentException("root"));
        try { r.initCause(new Error()); } catch (IllegalStateException e) { System.out.println("initCause twice: ISE"); }
        Throwable t = new Exception("top", new RuntimeException("middle", r));
        int depth = 0;
        for (Throwable x = t; x != null; x = x.getCause()) { System.out.println("chain[" + depth++ + "] " + x); }
        RuntimeException same = new RuntimeException("same");
        int count = 0;
        for (int i = 0; i < 3; i++) {
            try { try { throw same; } catch (RuntimeException e) { count++; throw e; } }
            catch (RuntimeException e) { if (e == same) count += 10; }
        }
        System.out.println("count=" + count);
    }
}

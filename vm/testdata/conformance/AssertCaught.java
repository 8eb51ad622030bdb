// AssertCaught: with -ea, `assert false : "msg"` throws AssertionError carrying the
// message (detail object converted to String); caught and printed. Also asserts that
// pass, an assert without message, and a non-String detail value.
public class AssertCaught {
    static int sideEffects;
    static boolean touch() { sideEffects++; return true; }
    public static void main(String[] args) {
        boolean enabled = false;
        assert enabled = true;
        System.out.println("assertions enabled: " + enabled);
        assert touch();
        assert touch() : "never";
        System.out.println("passing asserts evaluated, side effects=" + sideEffects);
        try {
            assert false : "msg";
            System.out.println("not reached");
        } catch (AssertionError e) {
            System.out.println("caught AssertionError: " + e.getMessage());
        }
        try {
            assert 1 > 2;
        } catch (AssertionError e) {
            System.out.println("no detail: message=" + e.getMessage() + " class=" + e.getClass().getName());
        }
        try {
            int x = 42;
            assert x < 0 : x;
        } catch (AssertionError e) {
            System.out.println("int detail: " + e.getMessage());
        }
        try {
            assert false : new IllegalStateException("as cause");
        } catch (AssertionError e) {
            System.out.println("throwable detail: " + e.getMessage() + " cause=" + (e.getCause() != null ? e.getCause().getMessage() : "none"));
        }
        try {
            throw new AssertionError("thrown directly");
        } catch (AssertionError e) {
            System.out.println("direct: " + e.getMessage() + " isError=" + (e instanceof Error));
        }
    }
}

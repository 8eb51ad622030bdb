// Suppressed: Throwable.addSuppressed / getSuppressed, self-suppression rejected,
// suppression disabled via the protected constructor, and suppressed lists in order.
public class Suppressed {
    static class NoSuppress extends RuntimeException {
        NoSuppress(String m) { super(m, null, false, false); }
    }
    public static void main(String[] args) {
        Exception main = new Exception("main");
        System.out.println("initial suppressed " + main.getSuppressed().length);
        for (int i = 0; i < 3; i++) main.addSuppressed(new RuntimeException("s" + i));
        Throwable[] sup = main.getSuppressed();
        System.out.println("count " + sup.length);
        for (Throwable t : sup) System.out.println("  " + t);
        try { main.addSuppressed(main); } catch (IllegalArgumentException e) { System.out.println("self-suppression: IAE"); }
        try { main.addSuppressed(null); } catch (NullPointerException e) { System.out.println("null suppression: NPE"); }
        NoSuppress ns = new NoSuppress("quiet");
        ns.addSuppressed(new Error("ignored"));
        System.out.println("disabled suppression count " + ns.getSuppressed().length + " msg " + ns.getMessage());
        sup[0] = null;
        System.out.println("defensive copy: " + (main.getSuppressed()[0] != null));
        Throwable outer = null;
        try {
            try { throw new IllegalStateException("primary"); }
            catch (IllegalStateException e) {
                for (String n : new String[] { "x", "y" }) {
                    try { throw new UnsupportedOperationException(n); }
                    catch (UnsupportedOperationException u) { e.addSuppressed(u); }
                }
                throw e;
            }
        } catch (IllegalStateException e) { outer = e; }
        StringBuilder sb = new StringBuilder(outer.getMessage());
        for (Throwable t : outer.getSuppressed()) sb.append(" +").append(t.getMessage());
        System.out.println(sb);
        Throwable nested = new Exception("n1");
        Throwable inner = new Exception("n2");
        inner.addSuppressed(new Exception("n3"));
        nested.addSuppressed(inner);
        System.out.println("nested " + nested.getSuppressed()[0].getSuppressed()[0].getMessage());
    }
}

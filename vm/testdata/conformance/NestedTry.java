// NestedTry: deeply nested try blocks, handlers inside handlers, exceptions thrown from
// finally replacing the original one, and exception tables with overlapping ranges.
public class NestedTry {
    static int level(int n, StringBuilder sb) {
        try {
            sb.append("enter").append(n).append(' ');
            if (n == 0) throw new ArithmeticException("leaf");
            return level(n - 1, sb) + 1;
        } catch (ArithmeticException e) {
            sb.append("catch").append(n).append(' ');
            if (n < 2) throw new IllegalStateException("from level " + n, e);
            return -100;
        } finally {
            sb.append("fin").append(n).append(' ');
        }
    }
    static String finallyThrows() {
        try {
            try { throw new RuntimeException("original"); }
            finally { throw new IllegalStateException("from finally"); }
        } catch (RuntimeException e) {
            return e.getClass().getSimpleName() + ":" + e.getMessage() + " suppressed=" + e.getSuppressed().length;
        }
    }
    public static void main(String[] args) {
        for (int n = 0; n < 4; n++) {
            StringBuilder sb = new StringBuilder();
            try {
                int r = level(n, sb);
                System.out.println("n=" + n + " r=" + r + " log=" + sb);
            } catch (IllegalStateException e) {
                System.out.println("n=" + n + " ISE " + e.getMessage() + " cause=" + e.getCause().getMessage() + " log=" + sb);
            }
        }
        System.out.println(finallyThrows());
        int r = 0;
        for (int i = 0; i < 6; i++) {
            try {
                try {
                    try {
                        if (i % 2 == 0) throw new IllegalArgumentException("i" + i);
                        if (i % 3 == 0) throw new UnsupportedOperationException("u" + i);
                        r += 1;
                    } catch (UnsupportedOperationException e) { r += 10; throw new RuntimeException("wrapped " + e.getMessage()); }
                } catch (IllegalArgumentException e) { r += 100; }
            } catch (RuntimeException e) { r += 1000; System.out.println("outer caught " + e.getMessage()); }
            System.out.println("i=" + i + " r=" + r);
        }
    }
}

// MathExact: addExact/subtractExact/multiplyExact/incrementExact/negateExact/toIntExact
// throwing ArithmeticException ("integer overflow"/"long overflow") at the boundaries.
public class MathExact {
    interface Op { long run(); }
    static void t(String name, Op op) {
        try { System.out.println(name + " = " + op.run()); }
        catch (ArithmeticException e) { System.out.println(name + " -> ArithmeticException: " + e.getMessage()); }
    }
    public static void main(String[] args) {
        t("addExact(MAX-1,1)", () -> Math.addExact(Integer.MAX_VALUE - 1, 1));
        t("addExact(MAX,1)", () -> Math.addExact(Integer.MAX_VALUE, 1));
        t("subtractExact(MIN,1)", () -> Math.subtractExact(Integer.MIN_VALUE, 1));
        t("multiplyExact(46341,46341)", () -> Math.multiplyExact(46341, 46341));
        t("multiplyExact(46340,46340)", () -> Math.multiplyExact(46340, 46340));
        t("incrementExact(MAX)", () -> Math.incrementExact(Integer.MAX_VALUE));
        t("decrementExact(MIN)", () -> Math.decrementExact(Integer.MIN_VALUE));
        t("negateExact(MIN)", () -> Math.negateExact(Integer.MIN_VALUE));
        t("negateExact(5)", () -> Math.negateExact(5));
        t("addExact long", () -> Math.addExact(Long.MAX_VALUE, 1L));
        t("multiplyExact long ok", () -> Math.multiplyExact(1L << 31, 1L << 31));
        t("multiplyExact long overflow", () -> Math.multiplyExact(1L << 32, 1L << 31));
        t("toIntExact(2^31)", () -> Math.toIntExact(1L << 31));
        t("toIntExact(-2^31)", () -> Math.toIntExact(-(1L << 31)));
        long f = 1;
        int n = 1;
        try { while (true) { f = Math.multiplyExact(f, n); n++; } }
        catch (ArithmeticException e) { System.out.println("largest factorial fitting in long: " + (n - 1) + "! = " + f); }
    }
}

// NaNCompare: fcmpl/fcmpg/dcmpl/dcmpg — every relational operator with NaN, infinities,
// -0.0 vs 0.0, and Float/Double.compare/equals semantics.
public class NaNCompare {
    static String rel(float a, float b) {
        return "" + (a < b ? "T" : "F") + (a <= b ? "T" : "F") + (a > b ? "T" : "F") + (a >= b ? "T" : "F")
            + (a == b ? "T" : "F") + (a != b ? "T" : "F");
    }
    static String rel(double a, double b) {
        return "" + (a < b ? "T" : "F") + (a <= b ? "T" : "F") + (a > b ? "T" : "F") + (a >= b ? "T" : "F")
            + (a == b ? "T" : "F") + (a != b ? "T" : "F");
    }
    static int branchy(double a, double b) {
        int r = 0;
        if (a < b) r |= 1;
        if (!(a >= b)) r |= 2;
        if (a > b) r |= 4;
        if (!(a <= b)) r |= 8;
        while (a > b) { r |= 16; break; }
        return r;
    }
    public static void main(String[] args) {
        float[] fs = { Float.NaN, 0f, -0f, 1f, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY };
        for (float a : fs) {
            StringBuilder sb = new StringBuilder("f " + a + ":");
            for (float b : fs) sb.append(' ').append(rel(a, b));
            System.out.println(sb);
        }
        double[] ds = { Double.NaN, 0.0, -0.0, 1.0, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY };
        for (double a : ds) {
            StringBuilder sb = new StringBuilder("d " + a + ":");
            for (double b : ds) sb.append(' ').append(rel(a, b)).append('/').append(branchy(a, b));
            System.out.println(sb);
        }
        double nan = Double.NaN;
        System.out.println("nan==nan " + (nan == nan) + " nan!=nan " + (nan != nan));
        System.out.println("Double.compare(NaN,NaN)=" + Double.compare(nan, nan) + " (NaN,inf)=" + Double.compare(nan, Double.POSITIVE_INFINITY)
            + " (0.0,-0.0)=" + Double.compare(0.0, -0.0) + " (-0.0,0.0)=" + Double.compare(-0.0, 0.0));
        System.out.println("Float.compare(NaN,1)=" + Float.compare(Float.NaN, 1f) + " (-0,0)=" + Float.compare(-0f, 0f));
        System.out.println("Double.valueOf(NaN).equals(NaN)=" + Double.valueOf(nan).equals(nan)
            + " Double.valueOf(0.0).equals(-0.0)=" + Double.valueOf(0.0).equals(-0.0));
        System.out.println("Math.max(NaN,1)=" + Math.max(nan, 1) + " Math.min(-0.0,0.0)=" + Math.min(-0.0, 0.0)
            + " Math.max(-0.0f,0.0f)=" + Math.max(-0.0f, 0.0f));
        float fn = Float.NaN;
        System.out.println("(float)NaN cmp: " + (fn < 1 ? 1 : 0) + (fn > 1 ? 1 : 0) + (fn == fn ? 1 : 0));
    }
}

// FloatingSums: order-dependent floating-point accumulation — naive vs Kahan summation,
// float vs double accumulators, harmonic series partial sums, and strictfp-equivalent
// (Java 17 default) evaluation of mixed float/double expressions.
public class FloatingSums {
    public static void main(String[] args) {
        double naive = 0, kahan = 0, comp = 0;
        for (int i = 0; i < 100000; i++) {
            double x = 0.1;
            naive += x;
            double y = x - comp;
            double t = kahan + y;
            comp = (t - kahan) - y;
            kahan = t;
        }
        System.out.println("naive " + naive + " kahan " + kahan);
        float fsum = 0f;
        for (int i = 0; i < 100000; i++) fsum += 0.1f;
        System.out.println("float accumulator " + fsum);
        double h = 0;
        for (int n = 1; n <= 1000000; n++) { h += 1.0 / n; if (n == 10 || n == 1000 || n == 1000000) System.out.println("H(" + n + ") = " + h); }
        double back = 0;
        for (int n = 1000000; n >= 1; n--) back += 1.0 / n;
        System.out.println("backward H(1e6) = " + back + " differs " + (back != h));
        float a = 16777216f;
        double mixed = a + 1 + 1.0;
        float fmixed = a + 1f + 1f;
        System.out.println("mixed " + mixed + " float-only " + fmixed);
        double e = 1, term = 1;
        for (int k = 1; k < 20; k++) { term /= k; e += term; }
        System.out.println("e by series " + e + " Math.E " + Math.E + " equal " + (e == Math.E));
        double x = 1e16;
        System.out.println("1e16+1-1e16 = " + (x + 1 - x) + " 1e16-1e16+1 = " + (x - x + 1));
    }
}

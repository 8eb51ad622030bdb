// MathOps: java.lang.Math functions with exactly defined results — abs (incl.
// MIN_VALUE), min/max (incl. -0.0/NaN), pow with exact cases, sqrt, cbrt of cubes,
// floor/ceil/rint/round (half-up, negative halves, NaN, huge), floorDiv/floorMod with
// negatives, signum, hypot of Pythagorean triples, toRadians/toDegrees of simple values.
public class MathOps {
    public static void main(String[] args) {
        System.out.println("abs " + Math.abs(-5) + " " + Math.abs(Integer.MIN_VALUE) + " " + Math.abs(-5L) + " " + Math.abs(Long.MIN_VALUE) + " " + Math.abs(-2.5f)
            + " " + Math.abs(-0.0) + " " + Math.abs(Double.NEGATIVE_INFINITY));
        System.out.println("min/max " + Math.min(3, -4) + " " + Math.max(3L, 10L) + " " + Math.min(1.5f, 2.5f) + " " + Math.max(-0.0, 0.0) + " " + Math.min(-0.0, 0.0)
            + " " + Math.max(Double.NaN, 5) + " " + Math.min(Float.NaN, 1f));
        System.out.println("pow " + Math.pow(2, 10) + " " + Math.pow(2, -2) + " " + Math.pow(10, 15) + " " + Math.pow(-2, 3) + " " + Math.pow(5, 0) + " " + Math.pow(0, 0)
            + " " + Math.pow(Double.NaN, 0) + " " + Math.pow(2, 0.5) + " " + Math.pow(-8, 1.0 / 3) + " " + Math.pow(0, -1));
        System.out.println("sqrt " + Math.sqrt(16) + " " + Math.sqrt(2) + " " + Math.sqrt(-1) + " " + Math.sqrt(0.25) + " " + Math.sqrt(1e20) + " cbrt " + Math.cbrt(27) + " " + Math.cbrt(-64));
        double[] rs = { 2.5, 3.5, -2.5, -2.6, 0.49999999999999994, -0.5, 1e20, Double.NaN, -0.0, 7.0 };
        for (double r : rs)
            System.out.println("x=" + r + " floor " + Math.floor(r) + " ceil " + Math.ceil(r) + " rint " + Math.rint(r) + " round " + Math.round(r) + " roundf " + Math.round((float) r));
        int[][] pairs = { { 7, 2 }, { -7, 2 }, { 7, -2 }, { -7, -2 }, { 0, 3 }, { Integer.MIN_VALUE, -1 } };
        for (int[] p : pairs)
            System.out.println(p[0] + "," + p[1] + " / " + (p[0] / p[1]) + " % " + (p[0] % p[1]) + " floorDiv " + Math.floorDiv(p[0], p[1]) + " floorMod " + Math.floorMod(p[0], p[1]));
        System.out.println("floorMod long " + Math.floorMod(-7L, 3L) + " floorDiv long " + Math.floorDiv(-7L, 3L));
        System.out.println("signum " + Math.signum(-3.2) + " " + Math.signum(0.0) + " " + Math.signum(5f) + " hypot " + Math.hypot(3, 4) + " " + Math.hypot(5, 12));
        System.out.println("toDegrees(PI) " + Math.toDegrees(Math.PI) + " toRadians(180) " + Math.toRadians(180) + " PI " + Math.PI + " E " + Math.E);
        System.out.println("sin(0) " + Math.sin(0) + " cos(0) " + Math.cos(0) + " exp(0) " + Math.exp(0) + " log(1) " + Math.log(1) + " log10(1000) " + Math.log10(1000)
            + " atan2(0,1) " + Math.atan2(0, 1));
        System.out.println("ulp(1.0) " + Math.ulp(1.0) + " nextUp(1.0f) " + Math.nextUp(1.0f) + " copySign " + Math.copySign(3.0, -0.0) + " getExponent(1024) " + Math.getExponent(1024.0));
        long acc = 0;
        for (int i = 1; i <= 100; i++) acc += Math.round(Math.sqrt(i));
        System.out.println("sum of rounded sqrt(1..100) " + acc);
    }
}

// FloatArith: fadd/fsub/fmul/fdiv/frem/fneg, precision loss, infinities, NaN, -0.0,
// float remainder of negatives, and float/int mixing.
public class FloatArith {
    public static void main(String[] args) {
        float[] v = { 0f, 1f, -1f, 0.1f, 0.2f, 3.5f, -2.25f, 1e10f, 1e-10f, Float.MAX_VALUE, Float.MIN_VALUE, 16777216f };
        for (int i = 0; i < v.length; i++) {
            float a = v[i], b = v[(i * 5 + 1) % v.length];
            System.out.println(a + "," + b + ": add=" + (a + b) + " sub=" + (a - b) + " mul=" + (a * b)
                + " div=" + (a / b) + " rem=" + (a % b) + " neg=" + (-a));
        }
        System.out.println("0.1f+0.2f=" + (0.1f + 0.2f));
        System.out.println("16777216f+1=" + (16777216f + 1f));
        System.out.println("1/0=" + (1f / 0f) + " -1/0=" + (-1f / 0f) + " 0/0=" + (0f / 0f));
        System.out.println("1/-0=" + (1f / -0.0f) + " -0+0=" + (-0.0f + 0.0f) + " -0*1=" + (-0.0f * 1f));
        System.out.println("5.5%2=" + (5.5f % 2f) + " -5.5%2=" + (-5.5f % 2f) + " 5.5%-2=" + (5.5f % -2f));
        System.out.println("inf-inf=" + (Float.POSITIVE_INFINITY - Float.POSITIVE_INFINITY)
            + " inf*0=" + (Float.POSITIVE_INFINITY * 0f) + " 1%0=" + (1f % 0f) + " inf%2=" + (Float.POSITIVE_INFINITY % 2f));
        System.out.println("MAX*2=" + (Float.MAX_VALUE * 2f) + " MIN/2=" + (Float.MIN_VALUE / 2f));
        float s = 0f;
        for (int i = 0; i < 10; i++) s += 0.1f;
        System.out.println("sum of ten 0.1f=" + s);
        int i = 7;
        float m = i / 2 + i / 2f;
        System.out.println("mixed=" + m);
        float c = 1.5f; c += 2; c *= 3; c /= 4; c -= 0.125f; c %= 1.5f;
        System.out.println("compound=" + c);
        System.out.println("isNaN=" + Float.isNaN(0f / 0f) + " isInf=" + Float.isInfinite(1f / 0f)
            + " bits(1.0f)=" + Float.floatToIntBits(1.0f) + " bits(-0f)=" + Float.floatToIntBits(-0.0f)
            + " fromBits=" + Float.intBitsToFloat(0x40490fdb));
        System.out.println("sqrt-ish=" + (float) Math.sqrt(2f) + " third=" + (1f / 3f) + " twoThirds=" + (2f / 3f));
    }
}

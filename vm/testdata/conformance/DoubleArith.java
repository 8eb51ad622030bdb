// DoubleArith: dadd/dsub/dmul/ddiv/drem/dneg, 0.1+0.2, infinities, NaN, -0.0, drem of
// negatives, Double bit conversions.
public class DoubleArith {
    public static void main(String[] args) {
        double[] v = { 0.0, 1.0, -1.0, 0.1, 0.2, 3.5, -2.25, 1e10, 1e-10, Double.MAX_VALUE, Double.MIN_VALUE, 9007199254740992.0 };
        for (int i = 0; i < v.length; i++) {
            double a = v[i], b = v[(i * 5 + 1) % v.length];
            System.out.println(a + "," + b + ": add=" + (a + b) + " sub=" + (a - b) + " mul=" + (a * b)
                + " div=" + (a / b) + " rem=" + (a % b) + " neg=" + (-a));
        }
        System.out.println("0.1+0.2=" + (0.1 + 0.2) + " ==0.3? " + (0.1 + 0.2 == 0.3));
        System.out.println("2^53+1=" + (9007199254740992.0 + 1.0));
        System.out.println("1/0=" + (1.0 / 0.0) + " -1/0=" + (-1.0 / 0.0) + " 0/0=" + (0.0 / 0.0));
        System.out.println("1/-0=" + (1.0 / -0.0) + " -0+0=" + (-0.0 + 0.0) + " -0-0=" + (-0.0 - 0.0));
        System.out.println("5.5%2=" + (5.5 % 2) + " -5.5%2=" + (-5.5 % 2) + " 5.5%-2=" + (5.5 % -2) + " 1e300%3=" + (1e300 % 3));
        System.out.println("MAX*2=" + (Double.MAX_VALUE * 2) + " MIN/2=" + (Double.MIN_VALUE / 2) + " MIN*0.5+MIN=" + (Double.MIN_VALUE * 0.5 + Double.MIN_VALUE));
        double s = 0;
        for (int i = 0; i < 10; i++) s += 0.1;
        System.out.println("sum of ten 0.1=" + s);
        double c = 1.5; c += 2; c *= 3; c /= 4; c -= 0.125; c %= 1.5;
        System.out.println("compound=" + c);
        System.out.println("bits(1.0)=" + Double.doubleToLongBits(1.0) + " bits(-0.0)=" + Double.doubleToLongBits(-0.0)
            + " rawNaN=" + Long.toHexString(Double.doubleToLongBits(Double.NaN))
            + " fromBits=" + Double.longBitsToDouble(0x400921fb54442d18L));
        System.out.println("third=" + (1.0 / 3) + " twoThirds=" + (2.0 / 3) + " 100/7=" + (100.0 / 7));
        double x = 1;
        for (int i = 0; i < 20; i++) { x = x * 1.5 + 0.25; }
        System.out.println("iterated=" + x);
        long l = 123456789L;
        double mix = l * 0.5 + 3 / 2 + 3 / 2.0;
        System.out.println("mixed=" + mix);
    }
}

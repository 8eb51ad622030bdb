// Conversions: i2l i2f i2d l2i l2f l2d f2i f2l f2d d2i d2l d2f i2b i2c i2s, including
// NaN -> 0, saturation of huge values and infinities, truncation toward zero, rounding.
public class Conversions {
    public static void main(String[] args) {
        int[] is = { 0, 1, -1, 127, 128, 255, 256, -129, 32767, 32768, 65535, 65536, -65537, Integer.MAX_VALUE, Integer.MIN_VALUE, 16777217 };
        for (int i : is) {
            System.out.println("int " + i + " b=" + (byte) i + " c=" + (int) (char) i + " s=" + (short) i + " l=" + (long) i
                + " f=" + (float) i + " d=" + (double) i);
        }
        long[] ls = { 0L, -1L, 4294967296L, 4294967297L, 2147483648L, Long.MAX_VALUE, Long.MIN_VALUE, 9007199254740993L };
        for (long l : ls) {
            System.out.println("long " + l + " i=" + (int) l + " f=" + (float) l + " d=" + (double) l + " b=" + (byte) l + " c=" + (int) (char) l);
        }
        float[] fs = { 0f, -0f, 1.5f, -1.5f, 2.5f, -2.99f, 1e10f, -1e10f, 3e38f, Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, 1.4e-45f };
        for (float f : fs) {
            System.out.println("float " + f + " i=" + (int) f + " l=" + (long) f + " d=" + (double) f + " b=" + (byte) f + " s=" + (short) f
                + " c=" + (int) (char) f);
        }
        double[] ds = { 0.0, -0.0, 0.5, -0.5, 1.9999, -1.9999, 1e18, 1e19, -1e19, 1e300, Double.NaN, Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY, 2147483647.9, -2147483648.9, 0.1, 3.4028235677973366E38, 1e-50 };
        for (double d : ds) {
            System.out.println("double " + d + " i=" + (int) d + " l=" + (long) d + " f=" + (float) d + " b=" + (byte) d + " c=" + (int) (char) d);
        }
        char c = (char) -1;
        short sc = (short) c;
        byte bc = (byte) c;
        System.out.println("char(-1)=" + (int) c + " as short=" + sc + " as byte=" + bc);
        char fromByte = (char) (byte) -2;
        System.out.println("char from byte -2 = " + (int) fromByte);
        System.out.println("(int)'z'=" + (int) 'z' + " (char)97=" + (char) 97 + " 'a'+1=" + ('a' + 1) + " (char)('a'+1)=" + (char) ('a' + 1));
        long big = 1L << 53;
        System.out.println("(float)(2^53+1)=" + (float) (big + 1) + " (double)(2^53+1)=" + (double) (big + 1));
        System.out.println("round-trip (int)(float)16777217=" + (int) (float) 16777217);
    }
}

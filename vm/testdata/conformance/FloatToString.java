// FloatToString: Float.toString / Double.toString across magnitudes (the switch between
// plain and E-notation at 1e-3 and 1e7), shortest-representation digits, and powers of 2.
public class FloatToString {
    public static void main(String[] args) {
        double[] ds = { 0.0, -0.0, 1.0, 10.0, 0.5, 0.001, 0.0001, 9999999.0, 10000000.0, 12345678.9, 1e21, 1e22, 1.5e-7,
            3.141592653589793, 2.718281828459045, 1.0 / 3, 2.0 / 3, 0.1, 0.7, 1.1, 100.5, 123.456, 4.35, 1e-300, 1.7976931348623157E308,
            4.9E-324, 2.2250738585072014E-308, 9007199254740993.0, 0.30000000000000004, 1234567.0, -98765.4321 };
        for (double d : ds) System.out.println("d " + d + " | " + Double.toString(d) + " | " + String.valueOf(d));
        float[] fs = { 0f, 1f, 0.1f, 0.2f, 0.3f, 1.1f, 0.001f, 0.0001f, 1e7f, 9999999f, 1.0e10f, 3.4028235e38f, 1.17549435E-38f, 1.4e-45f,
            16777216f, 16777217f, 3.14159265f, 2.5e-5f, 123456.7f, -7.25f, 100f / 3 };
        for (float f : fs) System.out.println("f " + f + " | " + Float.toString(f) + " | as double " + (double) f);
        double p = 1;
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < 12; k++) { sb.append(p).append(' '); p *= 8; }
        System.out.println("powers of 8: " + sb);
        p = 1;
        sb.setLength(0);
        for (int k = 0; k < 8; k++) { sb.append(p).append(' '); p /= 10; }
        System.out.println("powers of 1/10: " + sb);
        System.out.println("parse: " + Double.parseDouble("1e3") + " " + Double.parseDouble("-0.125") + " " + Float.parseFloat("3.4e38")
            + " " + Double.valueOf("  42.0  ") + " " + Double.parseDouble("0x1p4"));
    }
}

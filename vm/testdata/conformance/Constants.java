// Constants: iconst_m1..5, bipush, sipush, ldc (int/float/String), ldc2_w (long/double),
// fconst/dconst/lconst, and boundary values between the encodings.
public class Constants {
    static final int SF = 12345678;
    static int[] ints() {
        return new int[] { -1, 0, 1, 2, 3, 4, 5, 6, 127, -128, 128, -129, 32767, -32768, 32768, -32769,
            Integer.MAX_VALUE, Integer.MIN_VALUE, 100000, -100000 };
    }
    public static void main(String[] args) {
        int[] a = ints();
        for (int i = 0; i < a.length; i++) System.out.println("int[" + i + "]=" + a[i]);
        long l0 = 0L, l1 = 1L, l2 = 2L, l3 = -1L, l4 = 4294967296L, l5 = Long.MAX_VALUE, l6 = Long.MIN_VALUE;
        System.out.println("longs " + l0 + " " + l1 + " " + l2 + " " + l3 + " " + l4 + " " + l5 + " " + l6);
        float f0 = 0f, f1 = 1f, f2 = 2f, f3 = 3.5f, f4 = -0.0f, f5 = 1e20f, f6 = Float.MAX_VALUE;
        System.out.println("floats " + f0 + " " + f1 + " " + f2 + " " + f3 + " " + f4 + " " + f5 + " " + f6);
        double d0 = 0.0, d1 = 1.0, d2 = 2.0, d3 = 3.25, d4 = -0.0, d5 = 1e300, d6 = Double.MIN_VALUE;
        System.out.println("doubles " + d0 + " " + d1 + " " + d2 + " " + d3 + " " + d4 + " " + d5 + " " + d6);
        String s = "constant", e = "";
        System.out.println("strings [" + s + "] [" + e + "] len=" + s.length() + "," + e.length());
        char c1 = 'A', c2 = '\u00ff', c3 = '\uffff';
        System.out.println("chars " + (int) c1 + " " + (int) c2 + " " + (int) c3);
        byte b = -128; short sh = 32767;
        System.out.println("byte/short " + b + " " + sh);
        boolean t = true, f = false;
        System.out.println("bools " + t + " " + f);
        System.out.println("static final " + SF + " " + (SF + 1));
        Object n = null;
        System.out.println("null " + n);
        Class<?> k = String.class;
        System.out.println("class const " + k.getName() + " " + int.class.getName() + " " + int[].class.getName());
        long sum = 0;
        for (int x : a) sum += x;
        System.out.println("sum=" + sum);
    }
}

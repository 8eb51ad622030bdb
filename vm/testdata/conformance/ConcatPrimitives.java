// ConcatPrimitives: string concatenation (StringBuilder chains with --release 8,
// invokedynamic StringConcatFactory with --release 17) of every primitive type, null,
// chars, constants folded at compile time, and mixed numeric-then-string ordering.
public class ConcatPrimitives {
    static final String K = "const";
    public static void main(String[] args) {
        boolean z = true; byte b = -12; char c = 'q'; short s = 1234; int i = -567890; long l = 9876543210L;
        float f = 1.5f; double d = -0.25; Object o = null; String str = null;
        System.out.println("all: " + z + b + c + s + i + l + f + d + o + str);
        System.out.println("spaced: " + z + ' ' + b + ' ' + c + ' ' + s + ' ' + i + ' ' + l + ' ' + f + ' ' + d);
        System.out.println(1 + 2 + "x" + 1 + 2);
        System.out.println('a' + 'b' + "c" + 'd' + 'e');
        System.out.println("" + 'a' + 'b');
        System.out.println(c + 1);
        System.out.println("c+1=" + (char) (c + 1));
        System.out.println("floats: " + 1.0E10f + " " + 1e7f + " " + 1e-3f + " " + 1e-4f + " " + 123456.78f + " " + Float.MIN_VALUE + " " + Float.MAX_VALUE);
        System.out.println("doubles: " + 1.0E10 + " " + 1e7 + " " + 1e6 + " " + 1e-3 + " " + 1e-4 + " " + (0.1 + 0.2) + " " + 100.0 + " " + Double.MIN_VALUE);
        System.out.println("specials: " + Float.NaN + " " + Double.POSITIVE_INFINITY + " " + (-1.0 / 0) + " " + -0.0f);
        System.out.println("long min: " + Long.MIN_VALUE + " int min: " + Integer.MIN_VALUE);
        String folded = "a" + 1 + 'b' + 2L + 3.0 + true + K;
        System.out.println("folded: " + folded + " interned: " + (folded == "a1b23.0trueconst"));
        String acc = "";
        for (int k = 0; k < 5; k++) acc += k + ",";
        acc += 'x';
        System.out.println("acc=" + acc);
        char[] arr = { 'h', 'i' };
        System.out.println("char[] via valueOf: " + String.valueOf(arr));
        StringBuilder sb = new StringBuilder("sb");
        System.out.println("builder: " + sb + " " + sb.length());
        int[] counts = { 3 };
        System.out.println("side effects in concat: " + counts[0]++ + "," + counts[0]++ + "," + ++counts[0]);
        String many = "p" + i + "q" + l + "r" + f + "s" + d + "t" + c + "u" + b + "v" + s + "w" + z + "x" + o + "y" + i + "z" + l
            + "A" + f + "B" + d + "C" + c + "D" + b + "E" + s + "F" + z;
        System.out.println("many: " + many);
        System.out.println("empty: [" + "" + "]" + "".length());
        Integer boxed = 77; Character bc = 'Z'; Double bd = 2.0;
        System.out.println("boxed: " + boxed + bc + bd);
    }
}

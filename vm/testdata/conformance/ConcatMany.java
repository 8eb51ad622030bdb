// ConcatMany: string concatenation edge cases — one expression with 260 non-constant
// operands (with --release 17 javac must split the invokedynamic StringConcatFactory
// call, which takes at most 200 argument slots, into several), long/double operands
// taking two slots, and literals containing \u0001 and \u0002, the recipe tag
// characters of makeConcatWithConstants, which must come out verbatim.
public class ConcatMany {
    public static void main(String[] args) {
        int i = 7; long l = -8L; double d = 0.5; char c = 'c'; short s = 12; boolean z = false; float f = 2.25f; byte b = -3;
        Object o = null; String str = "S";
        String big = "" + i + l + d + c + s + z + f + b + o + str + i + l + d
            + c + s + z + f + b + o + str + i + l + d + c + s + z
            + f + b + o + str + i + l + d + c + s + z + f + b + o
            + str + i + l + d + c + s + z + f + b + o + str + i + l
            + d + c + s + z + f + b + o + str + i + l + d + c + s
            + z + f + b + o + str + i + l + d + c + s + z + f + b
            + o + str + i + l + d + c + s + z + f + b + o + str + i
            + l + d + c + s + z + f + b + o + str + i + l + d + c
            + s + z + f + b + o + str + i + l + d + c + s + z + f
            + b + o + str + i + l + d + c + s + z + f + b + o + str
            + i + l + d + c + s + z + f + b + o + str + i + l + d
            + c + s + z + f + b + o + str + i + l + d + c + s + z
            + f + b + o + str + i + l + d + c + s + z + f + b + o
            + str + i + l + d + c + s + z + f + b + o + str + i + l
            + d + c + s + z + f + b + o + str + i + l + d + c + s
            + z + f + b + o + str + i + l + d + c + s + z + f + b
            + o + str + i + l + d + c + s + z + f + b + o + str + i
            + l + d + c + s + z + f + b + o + str + i + l + d + c
            + s + z + f + b + o + str + i + l + d + c + s + z + f
            + b + o + str + i + l + d + c + s + z + f + b + o + str;
        System.out.println("length " + big.length() + " hash " + big.hashCode());
        System.out.println("head " + big.substring(0, 40));
        System.out.println("tail " + big.substring(big.length() - 40));
        String tags = "a\u0001b" + i + "\u0002" + l + "\u0001\u0002" + str;
        StringBuilder codes = new StringBuilder();
        for (int k = 0; k < tags.length(); k++) codes.append((int) tags.charAt(k)).append(' ');
        System.out.println("tag chars survive: " + tags.length() + " chars: " + codes);
        String constTag = "x\u0001" + "y";
        System.out.println("constant folded tag length " + constTag.length() + " " + (int) constTag.charAt(1));
        long[] ls = new long[100];
        for (int k = 0; k < ls.length; k++) ls[k] = k * 1000000000L;
        String wide = ls[0] + "," + ls[11] + "," + ls[22] + "," + ls[33] + "," + ls[44] + "," + ls[55] + "," + ls[66] + "," + ls[77] + "," + ls[88] + "," + ls[99]
            + "," + d + "," + d * 2 + "," + d * 3 + "," + l * l;
        System.out.println("wide operands " + wide);
    }
}

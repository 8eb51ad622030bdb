// IntegerStrings: Integer/Long toString (with radix), parseInt/parseLong (signs, radix,
// failures with NumberFormatException messages), toHexString/toBinaryString/
// toOctalString of negatives, valueOf, decode, and unsigned helpers.
public class IntegerStrings {
    static void parse(String s) {
        try { System.out.println("parseInt(\"" + s + "\")=" + Integer.parseInt(s)); }
        catch (NumberFormatException e) { System.out.println("parseInt(\"" + s + "\") NFE: " + e.getMessage()); }
    }
    public static void main(String[] args) {
        int[] is = { 0, 1, -1, 255, -255, 4096, Integer.MAX_VALUE, Integer.MIN_VALUE };
        for (int i : is) {
            System.out.println(i + ": str=" + Integer.toString(i) + " hex=" + Integer.toHexString(i) + " bin=" + Integer.toBinaryString(i)
                + " oct=" + Integer.toOctalString(i) + " r36=" + Integer.toString(i, 36) + " r2=" + Integer.toString(i, 2) + " r16=" + Integer.toString(i, 16));
        }
        long[] ls = { 0L, -1L, 1L << 40, Long.MAX_VALUE, Long.MIN_VALUE, 1234567890123L };
        for (long l : ls) {
            System.out.println(l + ": hex=" + Long.toHexString(l) + " bin=" + Long.toBinaryString(l).length() + " bits, oct=" + Long.toOctalString(l)
                + " r36=" + Long.toString(l, 36));
        }
        String[] ps = { "0", "-0", "+15", "-2147483648", "2147483647", "2147483648", "12a", "", " 1", "007" };
        for (String p : ps) parse(p);
        System.out.println("parseInt(ff,16)=" + Integer.parseInt("ff", 16) + " parseInt(-101,2)=" + Integer.parseInt("-101", 2)
            + " parseInt(zz,36)=" + Integer.parseInt("zz", 36));
        System.out.println("parseLong=" + Long.parseLong("-9223372036854775808") + " " + Long.parseLong("123456789012"));
        try { Long.parseLong("9223372036854775808"); } catch (NumberFormatException e) { System.out.println("long overflow NFE: " + e.getMessage()); }
        try { Integer.parseInt(null); } catch (NumberFormatException e) { System.out.println("null NFE: " + e.getMessage()); }
        System.out.println("valueOf " + Integer.valueOf("77") + " " + Long.valueOf(5L) + " decode " + Integer.decode("0x1F") + " " + Integer.decode("-010") + " " + Integer.decode("#ff"));
        System.out.println("unsigned " + Integer.toUnsignedString(-1) + " " + Integer.parseUnsignedInt("4294967295") + " " + Integer.divideUnsigned(-1, 2)
            + " " + Long.toUnsignedString(-1L) + " " + Integer.compareUnsigned(-1, 1));
        System.out.println("Short " + Short.parseShort("-300") + " Byte " + Byte.parseByte("7f", 16) + " " + Short.toString((short) 12));
        try { Byte.parseByte("128"); } catch (NumberFormatException e) { System.out.println("byte NFE: " + e.getMessage()); }
        System.out.println("Boolean " + Boolean.parseBoolean("TRUE") + " " + Boolean.parseBoolean("yes") + " " + Boolean.toString(false));
        System.out.println("Double.toString " + Double.toString(12.5) + " Long.toString " + Long.toString(-77) + " Integer.sum " + Integer.sum(3, 4)
            + " max " + Integer.max(3, 9) + " Long.signum " + Long.signum(-5));
    }
}

// StringFormat: the core String.format conversions the VM must model — %d (width,
// '-' and '0' flags, '+' sign, negatives, long), %s (width, left-justify, precision,
// null and non-String arguments), %x/%X (incl. negatives and long), %c, %b, %%, %n,
// and %f with width/precision such as %5.2f (half-up rounding of the decimal value).
public class StringFormat {
    public static void main(String[] args) {
        System.out.println(String.format("%d|%5d|%-5d|%05d|%+d|%d", 42, 42, 42, 42, 42, -42));
        System.out.println(String.format("%d %d %d %d", -7, Integer.MIN_VALUE, Long.MAX_VALUE, Long.MIN_VALUE));
        System.out.println(String.format("%s|%10s|%-10s|%.3s|%s", "str", "right", "left", "truncate", ""));
        System.out.println(String.format("%s %s %s %s %s", null, 12, 'c', true, 2.5));
        System.out.println(String.format("%x %X %08x %x %x %x", 255, 255, 48879, -1, 1L << 40, -1L));
        System.out.println(String.format("%c%c %b %b %b", 'Z', 'z', true, null, "x"));
        System.out.println(String.format("%5.2f|%.3f|%.0f|%10.4f|%-8.1f|%f", 3.14159, 2.0 / 3, 2.5, -1.23456789, 9.99, 1.5));
        System.out.println(String.format("%.2f %.2f %.1f %.1f %.2f %.3f", 0.125, 0.135, 0.05, 0.15, 1.005, 2.0005));
        System.out.println(String.format("%.2f %.2f %.2f %5.2f", 0.0, -0.001, 123456789.987, 1e-10));
        System.out.println(String.format("100%% done%n").length());
        System.out.println(String.format("[%3d][%-3d][%3s][%-3s]", 7, 7, "ab", "ab"));
        StringBuilder table = new StringBuilder();
        String[] names = { "alpha", "beta", "gamma" };
        double[] vals = { 1.0, 22.5, 333.125 };
        for (int i = 0; i < names.length; i++) table.append(String.format("%-6s|%8.2f|%4x|%3d%%", names[i], vals[i], i * 100, i * 10)).append('\n');
        System.out.print(table);
        System.out.printf("printf %d-%s%n", 5, "five");
        System.out.println(String.format("%d %d %d", (byte) -1, (short) 300, 'c' + 0));
        System.out.println(String.format("no conversions at all"));
        try { String.format("%d", "not a number"); } catch (java.util.IllegalFormatException e) { System.out.println("bad conversion: " + e.getClass().getSimpleName()); }
    }
}

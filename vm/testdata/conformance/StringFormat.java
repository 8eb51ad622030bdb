// StringFormat: a small set of String.format conversions the VM must support:
// %d (with width, zero-pad, left-justify, sign), %s, %x/%X, %o, %c, %b, %n, %%,
// %5.2f / %.3f / %e and long arguments.
public class StringFormat {
    public static void main(String[] args) {
        System.out.println(String.format("%d|%5d|%-5d|%05d|%+d|%,d", 42, 42, 42, 42, 42, 1234567));
        System.out.println(String.format("%d %d %d", -7, Integer.MIN_VALUE, Long.MAX_VALUE));
        System.out.println(String.format("%s|%10s|%-10s|%.3s", "str", "right", "left", "truncate"));
        System.out.println(String.format("%s %s %s %s", null, 12, 'c', true));
        System.out.println(String.format("%x %X %08x %x %x", 255, 255, 48879, -1, 1L << 40));
        System.out.println(String.format("%o %c %b %b %b", 8, 'Z', true, null, "x"));
        System.out.println(String.format("%5.2f|%.3f|%.0f|%10.4f|%-8.1f|", 3.14159, 2.0 / 3, 2.5, -1.23456789, 9.99));
        System.out.println(String.format("%.2f %.2f %.1f %.1f", 0.125, 0.135, 0.05, 0.15));
        System.out.println(String.format("%f %e %.2e", 1.5, 12345.678, 0.000123));
        System.out.println(String.format("100%% done%n").trim());
        System.out.println(String.format("%2$s %1$s %2$s", "a", "b"));
        System.out.println(String.format("[%3d][%-3d][%3s]", 7, 7, "ab"));
        StringBuilder table = new StringBuilder();
        String[] names = { "alpha", "beta", "gamma" };
        double[] vals = { 1.0, 22.5, 333.125 };
        for (int i = 0; i < names.length; i++) table.append(String.format("%-6s|%8.2f|%4x%n", names[i], vals[i], i * 100));
        System.out.print(table);
        System.out.printf("printf %d-%s%n", 5, "five");
        System.out.println(String.format("%s", new int[0].length) + String.format("%d", (byte) -1) + String.format("%d", (short) 300));
        System.out.println(String.format("%08.3f|%+.2f|%,.2f", -3.5, 2.0, 1234567.891));
    }
}

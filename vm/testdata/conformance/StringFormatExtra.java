// StringFormatExtra: less common String.format features, kept apart from the core
// StringFormat program — grouping (%,d), %e scientific notation, %o octal, explicit
// argument indexes (%2$s), '+' with floats, zero padding of negative floats, %h, %S,
// and String.format with an explicit Locale.ROOT.
import java.util.Locale;
public class StringFormatExtra {
    public static void main(String[] args) {
        System.out.println(String.format("%,d %,d %,d", 1234567, -9876543210L, 999));
        System.out.println(String.format("%e %.2e %E %.0e", 12345.678, 0.000123, 1e100, 5.5));
        System.out.println(String.format("%o %o %o", 8, 255, -1));
        System.out.println(String.format("%2$s %1$s %2$s %<s", "a", "b"));
        System.out.println(String.format("%+.2f %08.3f %,.2f %(d %(.1f", 2.0, -3.5, 1234567.891, -5, -2.25));
        System.out.println(String.format("%S %h %h", "upper", "hi", 255));
        System.out.println(String.format(Locale.ROOT, "%.3f %d %s", Math.PI, 12, "root"));
        System.out.println(String.format("%-10.4s| %#x %#o", "truncated", 255, 8));
        System.out.println(String.format("%10.3e|%-12.2e|", 6.02214076e23, -1.6e-19));
    }
}

import java.text.DateFormatSymbols;
import java.text.DecimalFormatSymbols;
import java.text.NumberFormat;
import java.text.SimpleDateFormat;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.Month;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.time.format.TextStyle;
import java.util.Arrays;
import java.util.Date;
import java.util.Formatter;
import java.util.Locale;
import java.util.TimeZone;

// Dates and numbers in locales other than English. Their data is in the
// jdk.localedata module, whose providers the JDK finds with ServiceLoader
// (the VM gives the JDK modules' `provides`); String.format and printf
// with such a locale go through java.util.Formatter. Before, every
// locale formatted as English (Thursday, 1.50, € 1,234.50).
public class LocaleData {
    public static void main(String[] args) throws Exception {
        Locale[] locales = {Locale.US, Locale.FRANCE, Locale.GERMANY, new Locale("es", "ES")};
        LocalDate d = LocalDate.of(2024, 2, 29);
        LocalDateTime dt = LocalDateTime.of(2024, 7, 4, 15, 5, 9);
        for (Locale l : locales) {
            System.out.println(l + ": " + DateTimeFormatter.ofPattern("EEEE d MMMM uuuu", l).format(d)
                    + " | " + DateTimeFormatter.ofLocalizedDate(FormatStyle.MEDIUM).withLocale(l).format(d)
                    + " | " + DateTimeFormatter.ofPattern("EEE, d MMM yyyy HH:mm", l).format(dt)
                    + " | " + DayOfWeek.MONDAY.getDisplayName(TextStyle.FULL, l)
                    + " " + Month.MAY.getDisplayName(TextStyle.SHORT, l));
            System.out.println("  " + NumberFormat.getInstance(l).format(1234567.891)
                    + " | " + NumberFormat.getCurrencyInstance(l).format(1234.5)
                    + " | " + NumberFormat.getPercentInstance(l).format(0.256));
            DecimalFormatSymbols s = DecimalFormatSymbols.getInstance(l);
            System.out.println("  symbols [" + s.getDecimalSeparator() + "] [" + s.getGroupingSeparator() + "] " + s.getCurrencySymbol());
            SimpleDateFormat f = new SimpleDateFormat("EEEE d MMMM yyyy", l);
            f.setTimeZone(TimeZone.getTimeZone("UTC"));
            System.out.println("  " + f.format(new Date(1700000000000L)) + " | " + Arrays.toString(new DateFormatSymbols(l).getShortWeekdays()));
            System.out.println("  " + String.format(l, "%.2f|%,d|%,.3f|%e|%tA %<tB", 1.5, 1234567, 9876.54321, 12345.678, d));
            System.out.printf(l, "  %,d %.1f %s%n", 1000000, 0.25, l.getDisplayCountry(l));
        }
        System.out.println(new Formatter(new StringBuilder(), Locale.ITALY).format("%.3f %tb", 2.5, d).toString());
        System.out.println(String.format((Locale) null, "%,d %.2f", 1234567, 1.5) + " " + String.format(Locale.ROOT, "%,d %.2f", 1234567, 1.5)
                + " " + String.format("%,d %.2f", 1234567, 1.5) + " " + "%,.1f".formatted(12345.67));
    }
}

import java.text.DecimalFormat;
import java.text.MessageFormat;
import java.text.NumberFormat;
import java.text.SimpleDateFormat;
import java.util.Date;
import java.util.ServiceLoader;
import java.util.TimeZone;

// The locale providers (ServiceLoader finds no other in the VM, as java
// finds none for English): NumberFormat, DecimalFormat, MessageFormat with
// numbers, SimpleDateFormat; a ServiceLoader of the program's that finds
// no provider.
public class Formats {
    public static void main(String[] args) {
        System.out.println(NumberFormat.getInstance().format(1234567.891));
        System.out.println(NumberFormat.getIntegerInstance().format(-98765.5));
        System.out.println(NumberFormat.getPercentInstance().format(0.256));
        System.out.println(new DecimalFormat("#,##0.00").format(-1234.5));
        System.out.println(new DecimalFormat("0.###E0").format(123456));
        System.out.println(MessageFormat.format("n={0} d={1} s={2}", 42, 3.5, "x"));
        SimpleDateFormat f = new SimpleDateFormat("yyyy-MM-dd HH:mm:ss EEE MMM");
        f.setTimeZone(TimeZone.getTimeZone("UTC"));
        System.out.println(f.format(new Date(1_600_000_000_000L)));
        ServiceLoader<Runnable> l = ServiceLoader.load(Runnable.class);
        System.out.println(l.iterator().hasNext());
    }
}

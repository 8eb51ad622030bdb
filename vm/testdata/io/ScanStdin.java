import java.util.*;

// Scanner over System.in: tokens of each type, whole lines, hasNext at the
// end; and a Scanner over a String.
public class ScanStdin {
    public static void main(String[] args) {
        Scanner s = new Scanner(System.in);
        String w = s.next();
        int n = s.nextInt();
        double d = s.nextDouble();
        long l = s.nextLong();
        s.nextLine();
        String line = s.nextLine();
        System.out.println(w + " " + n + " " + d + " " + l + " [" + line + "]");
        int sum = 0;
        while (s.hasNextInt()) sum += s.nextInt();
        System.out.println("sum " + sum + " more=" + s.hasNext() + " " + s.next() + " more=" + s.hasNext());
        try {
            s.next();
        } catch (NoSuchElementException e) {
            System.out.println("end: " + e.getClass().getName());
        }
        Scanner t = new Scanner("1,234 -5 2.5e3 true 0x1F");
        System.out.println(t.nextInt() + " " + t.nextInt() + " " + t.nextDouble() + " " + t.nextBoolean() + " " + t.hasNextInt());
    }
}

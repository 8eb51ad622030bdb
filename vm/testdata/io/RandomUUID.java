import java.util.*;

// UUID.randomUUID: version 4, IETF variant, distinct, and round-trips
// through its string; weft's are the same in every run (TestUUIDDeterministic
// prints them).
public class RandomUUID {
    public static void main(String[] args) {
        UUID a = UUID.randomUUID(), b = UUID.randomUUID();
        System.out.println(a.version() + " " + a.variant() + " " + a.toString().length() + " " + a.equals(b));
        System.out.println(UUID.fromString(a.toString()).equals(a) + " " + (a.compareTo(b) != 0));
        if (args.length > 0) System.out.println(a + " " + b);
    }
}

import java.util.regex.Matcher;
import java.util.regex.Pattern;

// A compiled Pattern shared by two threads is only read (static.readOnly):
// its matcher, split and pattern calls make no pair. A Matcher shared by
// two threads is racy (find and reset change its state), and still pairs.
class SharedPattern {
    static final Pattern P = Pattern.compile("a+b");

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> P.matcher("aab").matches());
        Thread b = new Thread(() -> {
            P.matcher("ab").find();
            P.split("x,y");
            P.pattern();
        });
        a.start();
        b.start();
    }

    static class SharedMatcher {
        static final Matcher M = P.matcher("aab ab");

        public static void main(String[] args) throws Exception {
            Thread a = new Thread(() -> M.find());
            Thread b = new Thread(() -> M.reset());
            a.start();
            b.start();
        }
    }
}

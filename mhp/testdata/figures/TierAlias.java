// A ConcurrentHashMap's own state against a racy list (AccessPair.Tier,
// mhp.TestTierAlias): both threads put into one ConcurrentHashMap (a
// must-alias pair on a thread-safe object's state: no data race) and add
// to a plain ArrayList that is one of two (a may-alias pair, the race).
// The list's pairs rank first: a thread-safe object's pair takes no
// must-alias bonus (pricefeed's audit list, tenth round).
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;

class TierAlias {
    static final ConcurrentHashMap<String, Integer> map = new ConcurrentHashMap<>();
    static final List<String> a = new ArrayList<>(), b = new ArrayList<>();

    static List<String> pick(String k) {
        return k.length() > 1 ? a : b;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> { map.put("x", 1); pick("x").add("x"); });
        Thread t2 = new Thread(() -> { map.put("yy", 2); pick("yy").add("yy"); });
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}

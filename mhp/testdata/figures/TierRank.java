// Pairs of one priority in tiers (mhp.TestTierRank): the program's own
// field first, then a HashMap's state, then a ConcurrentHashMap's (a
// thread-safe class: its calls are atomic), whatever their names.
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

class TierRank {
    static final Map<String, Integer> seen = new ConcurrentHashMap<>();
    static final Map<String, Integer> plain = new HashMap<>();
    static int last;

    static void work() {
        seen.put("k", 1);
        plain.put("k", 1);
        last = 1;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(TierRank::work);
        a.start();
        work();
        a.join();
    }
}

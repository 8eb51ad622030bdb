// Among pairs of one priority, the clock's (<clock>: main's sleep, the
// worker's deadline loop) rank after the program's own field and after a
// HashMap's <state>, with the thread-safe JDK objects': a read of the
// clock and a timed wait are atomic, their pairs timing dependences.
import java.util.HashMap;

class ClockRank {
    static int last;
    static final HashMap<String, Integer> seen = new HashMap<>();

    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> {
            long deadline = System.nanoTime() + 2_000_000;
            last = 1;
            seen.put("w", 1);
        });
        t.start();
        Thread.sleep(1);
        last = 2;
        seen.put("m", 2);
        t.join();
    }
}

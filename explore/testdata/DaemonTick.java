// A daemon thread started just before main ends: the JVM exits when main
// does, killing it, unless it runs first; then main sees its write.
// (dpor called this exhausted after one run, in which the ticker never
// ran: no access of it raced with main's.) With "fixed", main does not
// look: no bug.
public class DaemonTick {
    static int ran;

    public static void main(String[] args) {
        Thread ticker = new Thread(() -> ran++, "ticker");
        ticker.setDaemon(true);
        ticker.start();
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        if (!fixed && ran > 0) {
            throw new IllegalStateException("ticked before main looked");
        }
    }
}

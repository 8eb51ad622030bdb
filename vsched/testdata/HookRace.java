// A shutdown hook iterating a plain ArrayList that another thread fills
// (examples/hookrace): "exit" mode, a worker main does not join before
// System.exit, which starts the hook while the worker still runs;
// "daemon" mode, a daemon thread, which still runs when the hooks of the
// normal end start (they wait for the non-daemon threads only). The hook
// dies of a ConcurrentModificationException when the filler adds while
// it iterates. "fixed" joins the filler before exit (the end).
import java.util.ArrayList;
import java.util.List;

public class HookRace {
    public static void main(String[] args) throws InterruptedException {
        boolean daemon = args[0].equals("daemon");
        boolean fixed = args.length > 1 && args[1].equals("fixed");
        List<String> log = new ArrayList<>();
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            int n = 0;
            for (String s : log) {
                n += s.length();
            }
            System.out.println("hook: " + n);
        }, "hook"));
        Thread filler = new Thread(() -> {
            for (int i = 0; i < 2; i++) {
                log.add("line " + i);
            }
        }, "filler");
        filler.setDaemon(daemon);
        filler.start();
        if (fixed) {
            filler.join();
        }
        if (!daemon) {
            System.exit(0);
        }
    }
}

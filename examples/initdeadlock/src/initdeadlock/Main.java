/*
 * initdeadlock: a class-initialization deadlock (JLS 12.4.2). Two classes
 * whose static initializers need each other are first used by two
 * different threads at the same time.
 *
 * Config's initializer computes its timeout from Defaults.timeout();
 * Defaults's initializer derives its value from Config.NAME. Both first
 * write a line to the shared, synchronized Log, as the two threads do
 * when they start: thread "web" then calls Config.timeout(), thread
 * "batch" Defaults.timeout().
 *
 * Failing schedule: web begins initializing Config and is switched out
 * at Log.line (Main.java:42); batch begins initializing Defaults and
 * reaches Log.line (Main.java:57); web goes on and needs Defaults
 * (Main.java:45), which batch is initializing: it waits; batch needs
 * Config (Main.java:59), which web is initializing: it waits. Each waits
 * for the other's initialization, which a JVM never times out, and main
 * hangs in join (Main.java:131). When one thread gets through its
 * initializer before the other starts its own, that thread initializes
 * both classes and the program prints its two lines.
 *
 * Under java: java -jar initdeadlock.jar hangs on most runs (timeout 5
 * s: 9 of 10 here); "java -jar initdeadlock.jar slow" sleeps 200 ms in
 * each initializer (after Log.line), which makes HotSpot hang every time
 * (jstack: both threads RUNNABLE "in Object.wait()", "waiting on the
 * Class initialization monitor" for the other class, at Main.java:45 and
 * Main.java:59). "fixed" uses FixedConfig and FixedDefaults, where the
 * default is a constant that needs no other class: no cycle, no deadlock
 * (a thread may still wait for the other's initialization of
 * FixedDefaults, briefly).
 */
package initdeadlock;

public class Main {
    static volatile boolean slow;

    static class Config {
        static final String NAME;
        static final int TIMEOUT;

        static {
            Log.line("loading Config");
            pause();
            NAME = "shop";
            TIMEOUT = Defaults.timeout() * 2;
        }

        static int timeout() {
            return TIMEOUT;
        }
    }

    static class Defaults {
        static final int TIMEOUT;

        static {
            Log.line("loading Defaults");
            pause();
            TIMEOUT = 100 + Config.NAME.length();
        }

        static int timeout() {
            return TIMEOUT;
        }
    }

    static class FixedConfig {
        static final String NAME;
        static final int TIMEOUT;

        static {
            Log.line("loading FixedConfig");
            pause();
            NAME = "shop";
            TIMEOUT = FixedDefaults.timeout() * 2;
        }

        static int timeout() {
            return TIMEOUT;
        }
    }

    static class FixedDefaults {
        static final int TIMEOUT;

        static {
            Log.line("loading FixedDefaults");
            pause();
            TIMEOUT = 100 + "shop".length(); // no need for FixedConfig
        }

        static int timeout() {
            return TIMEOUT;
        }
    }

    /** An in-memory log, shared by every thread and initializer. */
    static class Log {
        static final StringBuilder lines = new StringBuilder();

        static synchronized void line(String s) {
            lines.append(Thread.currentThread().getName()).append(": ").append(s).append('\n');
        }
    }

    static void pause() {
        if (slow) {
            try {
                Thread.sleep(200);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        String mode = args.length > 0 ? args[0] : "";
        slow = mode.equals("slow");
        boolean fixed = mode.equals("fixed");
        int[] got = new int[2];
        Thread web = new Thread(() -> {
            Log.line("web starts");
            got[0] = fixed ? FixedConfig.timeout() : Config.timeout();
        }, "web");
        Thread batch = new Thread(() -> {
            Log.line("batch starts");
            got[1] = fixed ? FixedDefaults.timeout() : Defaults.timeout();
        }, "batch");
        web.start();
        batch.start();
        web.join();
        batch.join();
        System.out.println("web timeout " + got[0]);
        System.out.println("batch timeout " + got[1]);
    }
}

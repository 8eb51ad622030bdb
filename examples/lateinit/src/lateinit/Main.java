/*
 * lateinit: a pool task uses a field that a daemon thread initializes
 * late; the NullPointerException surfaces in main as an
 * ExecutionException from Future.get.
 *
 * A daemon "loader" thread sleeps briefly and then publishes the Settings
 * (a volatile field). main submits a task to a single-thread pool that
 * reads settings.greeting() without waiting for the loader; main then
 * calls Future.get.
 *
 * Failing schedule: the pool thread runs the task before the loader has
 * written settings: the task throws NullPointerException, the future
 * holds it, and main ends with "java.util.concurrent.ExecutionException:
 * java.lang.NullPointerException". Under java the loader's sleep makes
 * this the usual outcome (java -jar lateinit.jar fails on almost every
 * run); "fixed" waits for the loader with join first.
 *
 * Compiled with --release 11.
 */
package lateinit;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

public class Main {
    static final class Settings {
        private final String name;

        Settings(String name) {
            this.name = name;
        }

        String greeting() {
            return "hello, " + name;
        }
    }

    static volatile Settings settings;

    public static void main(String[] args) throws Exception {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Thread loader = new Thread(() -> {
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                return;
            }
            settings = new Settings("weft");
        }, "loader");
        loader.setDaemon(true);
        loader.start();
        if (fixed) {
            loader.join();
        }
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try {
            Future<String> greeting = pool.submit(() -> settings.greeting().toUpperCase());
            System.out.println(greeting.get());
        } finally {
            pool.shutdownNow();
        }
    }
}

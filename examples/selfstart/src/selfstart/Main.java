/*
 * selfstart: a base class whose constructor starts the thread that calls
 * the subclass.
 *
 * Service's constructor starts the service's own thread, which calls the
 * abstract tick() in a loop. Meter, a Service, builds its key table and
 * its counter map in its own constructor, which runs after Service's
 * constructor has returned: the thread may call Meter.tick() before the
 * fields are assigned ("this" escaped the constructor), and tick() reads
 * a null key table.
 *
 * Failing schedule: main constructs the meter; Service's constructor
 * starts the thread "meter"; the thread runs tick() before Meter's
 * constructor assigns keys (NullPointerException in meter at
 * Main.java:67) or after keys and before counts (at Main.java:68).
 *
 * java -jar selfstart.jar N [fixed]: N keys in the meter's table (building
 * a large table takes long enough for the thread to run first); "fixed"
 * starts the thread from start(), called after construction.
 */
package selfstart;

import java.util.HashMap;
import java.util.Map;

public class Main {
    abstract static class Service implements Runnable {
        final Thread thread;
        final int ticks;

        Service(String name, int ticks, boolean startNow) {
            this.ticks = ticks;
            this.thread = new Thread(this, name);
            if (startNow) {
                thread.start();
            }
        }

        void start() {
            thread.start();
        }

        public void run() {
            for (int i = 0; i < ticks; i++) {
                tick(i);
            }
        }

        abstract void tick(int i);
    }

    static final class Meter extends Service {
        private final String[] keys;
        private final Map<String, Integer> counts;

        Meter(int size, boolean fixed) {
            super("meter", 2, !fixed);
            String[] table = new String[size];
            for (int i = 0; i < size; i++) {
                table[i] = "k" + (i % 7);
            }
            keys = table;
            counts = new HashMap<String, Integer>();
        }

        void tick(int i) {
            String key = keys[i % keys.length];
            Integer c = counts.get(key);
            counts.put(key, c == null ? 1 : c + 1);
        }

        int total() {
            int t = 0;
            for (int c : counts.values()) {
                t += c;
            }
            return t;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        boolean fixed = args.length > 1 && args[1].equals("fixed");
        Meter m = new Meter(n, fixed);
        if (fixed) {
            m.start();
        }
        m.thread.join();
        System.out.println("meter counted " + m.total() + " ticks");
    }
}

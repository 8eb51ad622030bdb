/*
 * callbackdeadlock: a thermostat that calls its listeners while holding
 * its own lock, and a display listener that calls back into the
 * thermostat from its own synchronized method.
 *
 * The sensor thread sets a temperature: Thermostat.set (synchronized on
 * the thermostat) calls Display.changed (synchronized on the display).
 * The user thread refreshes the display: Display.refresh (synchronized on
 * the display) asks Thermostat.get (synchronized on the thermostat). The
 * two threads take the same two monitors in opposite orders, one of them
 * through a callback: a deadlock.
 *
 * Failing schedule: sensor enters set, user enters refresh, each waits
 * for the other's monitor.
 *
 * "fixed" copies the listeners and calls them after leaving the lock.
 */
package callbackdeadlock;

import java.util.ArrayList;
import java.util.List;

public class Main {
    static boolean fixed;

    interface Listener {
        void changed(int celsius);
    }

    static final class Thermostat {
        private int celsius = 20;
        private final List<Listener> listeners = new ArrayList<Listener>();

        synchronized void addListener(Listener l) {
            listeners.add(l);
        }

        synchronized int get() {
            return celsius;
        }

        void set(int c) {
            List<Listener> copy;
            synchronized (this) {
                celsius = c;
                if (!fixed) {
                    for (Listener l : listeners) {
                        l.changed(c);
                    }
                    return;
                }
                copy = new ArrayList<Listener>(listeners);
            }
            for (Listener l : copy) {
                l.changed(c);
            }
        }
    }

    static final class Display implements Listener {
        private final Thermostat source;
        private String text = "";

        Display(Thermostat source) {
            this.source = source;
        }

        public synchronized void changed(int celsius) {
            text = celsius + " C";
        }

        synchronized String refresh() {
            text = source.get() + " C";
            return text;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        final int n = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        fixed = args.length > 1 && args[1].equals("fixed");
        final Thermostat t = new Thermostat();
        final Display d = new Display(t);
        t.addListener(d);
        Thread sensor = new Thread(new Runnable() {
            public void run() {
                for (int i = 0; i < n; i++) {
                    t.set(20 + i % 5);
                }
            }
        }, "sensor");
        Thread user = new Thread(new Runnable() {
            public void run() {
                for (int i = 0; i < n; i++) {
                    d.refresh();
                }
            }
        }, "user");
        sensor.start();
        user.start();
        sensor.join();
        user.join();
        System.out.println("display shows " + d.refresh());
    }
}

/*
 * listeners: an ArrayList of listeners iterated by one thread while
 * another registers a listener (ConcurrentModificationException).
 *
 * An event bus keeps its listeners in a plain ArrayList. The dispatcher
 * thread publishes events with a for-each loop over the list; a daemon
 * plugin thread registers more listeners, method references, while the
 * dispatcher is iterating. The listeners themselves are lambdas and
 * method references.
 *
 * Failing schedule: dispatcher starts iterating (hasNext, next: the first
 * listener), plugin adds its listener (modCount changes), dispatcher's
 * next: "java.util.ConcurrentModificationException" thrown by
 * ArrayList$Itr.checkForComodification in thread dispatcher.
 *
 * Compiled with --release 8. java -jar listeners.jar 2000 (events, and
 * as many listeners registered) prints the exception on most runs (the
 * exit status stays 0: only the dispatcher dies); "fixed" uses a
 * CopyOnWriteArrayList.
 */
package listeners;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

public class Main {
    static List<Consumer<String>> listeners = new ArrayList<>();
    static int delivered;
    static final StringBuilder log = new StringBuilder();

    static void publish(String event) {
        for (Consumer<String> l : listeners) {
            l.accept(event);
        }
    }

    static void audit(String event) {
        synchronized (log) {
            log.append(event).append(';');
        }
    }

    public static void main(String[] args) throws InterruptedException {
        final int events = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        if (args.length > 1 && args[1].equals("fixed")) {
            listeners = new CopyOnWriteArrayList<>();
        }
        listeners.add(e -> delivered++);
        listeners.add(Main::audit);
        Thread dispatcher = new Thread(() -> {
            for (int i = 0; i < events; i++) {
                publish("event-" + i);
            }
        }, "dispatcher");
        Thread plugin = new Thread(() -> {
            for (int i = 0; i < events; i++) {
                listeners.add(Main::audit);
            }
        }, "plugin");
        plugin.setDaemon(true);
        dispatcher.start();
        plugin.start();
        dispatcher.join();
        plugin.join();
        System.out.println("delivered " + delivered + " events to the counter");
    }
}

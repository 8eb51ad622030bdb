package com.acme.settings;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Two admin threads change entries of a live configuration; each logs the
 * version its change produced. The change log must name every version
 * from 2 to the last exactly once, each with the key that made it.
 * Usage: Main [changes per admin] [fixed]
 */
public final class Main {
    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        boolean fixed = args.length > 1 && args[1].equals("fixed");
        var store = new Store(Config.parse(Config.DEFAULTS), fixed);
        List<Thread> admins = new ArrayList<>();
        String[][] plans = {{"pool.size", "cache.ttl"}, {"log.level", "pool.timeout"}};
        for (int a = 0; a < 2; a++) {
            String[] keys = plans[a];
            int who = a;
            var t = new Thread(() -> {
                for (int i = 0; i < n; i++) {
                    String key = keys[i % keys.length];
                    String value = switch (key) {
                        case "pool.size" -> Integer.toString(4 + i + who);
                        case "cache.ttl", "pool.timeout" -> (10 * (i + 1)) + (key.startsWith("pool") ? "ms" : "s");
                        case "log.level" -> i % 2 == 0 ? "DEBUG" : "WARN";
                        default -> throw new IllegalArgumentException(key);
                    };
                    store.update(key, value);
                }
            }, "admin-" + (a + 1));
            admins.add(t);
            t.start();
        }
        for (Thread t : admins) {
            t.join();
        }
        Config last = store.get();
        var changes = store.changes();
        Map<Integer, Long> perVersion = changes.stream()
                .collect(Collectors.groupingBy(Store.Change::version, Collectors.counting()));
        var twice = perVersion.entrySet().stream().filter(e -> e.getValue() > 1).map(Map.Entry::getKey)
                .map(v -> "v" + v).collect(Collectors.toList());
        if (!twice.isEmpty() || perVersion.size() != 2 * n || last.version() != 2 * n + 1) {
            throw new IllegalStateException("change log names " + String.join(", ", twice) + " more than once: "
                    + changes.stream().map(c -> c.by() + " " + c.key() + "@v" + c.version())
                            .collect(Collectors.joining("; ")));
        }
        Map<String, Object> typed = last.values().keySet().stream().sorted()
                .collect(Collectors.toMap(Function.identity(), last::typed, (x, y) -> x, java.util.TreeMap::new));
        System.out.println(last.render());
        System.out.println(changes.size() + " changes, typed " + typed);
    }
}

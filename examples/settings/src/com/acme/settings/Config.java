package com.acme.settings;

import java.io.IOException;
import java.io.StringReader;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.stream.Collectors;

/** An immutable configuration version: its number, its entries and a checksum of them. */
record Config(int version, Map<String, String> values, long checksum) {
    static final String DEFAULTS = """
            # service defaults
            pool.size = 4
            pool.timeout = 250ms
            cache.enabled = true
            cache.ttl = 30s
            log.level = INFO
            """;

    Config {
        values = Map.copyOf(values);
        if (checksum != sum(values)) {
            throw new IllegalArgumentException("config v" + version + ": checksum " + checksum + " does not match");
        }
    }

    static Config parse(String text) {
        var props = new Properties();
        try {
            props.load(new StringReader(text));
        } catch (IOException e) {
            throw new IllegalArgumentException("unreadable config", e);
        }
        Map<String, String> values = props.stringPropertyNames().stream()
                .collect(Collectors.toMap(k -> k, props::getProperty));
        return new Config(1, values, sum(values));
    }

    Config with(String key, String value) {
        var next = new TreeMap<>(values);
        next.put(key, value);
        return new Config(version + 1, next, sum(next));
    }

    static long sum(Map<String, String> values) {
        long s = 17;
        for (var e : new TreeMap<>(values).entrySet()) {
            s = s * 31 + e.getKey().hashCode() * 7L + e.getValue().hashCode();
        }
        return s;
    }

    /** A typed view of one entry. */
    Object typed(String key) {
        String v = values.get(key);
        if (v == null) {
            throw new IllegalArgumentException("no entry " + key + " in v" + version);
        }
        return switch (v.charAt(v.length() - 1)) {
            case 's' -> v.endsWith("ms") ? Long.parseLong(v.substring(0, v.length() - 2))
                    : Long.parseLong(v.substring(0, v.length() - 1)) * 1000;
            case 'e' -> Boolean.parseBoolean(v);
            default -> Character.isDigit(v.charAt(0)) ? Integer.parseInt(v) : v;
        };
    }

    String render() {
        return values.entrySet().stream().sorted(Map.Entry.comparingByKey())
                .map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(", ", "v" + version + " {", "}"));
    }
}

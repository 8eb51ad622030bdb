package com.acme.boot;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** The module descriptors shipped with the application. */
final class Catalog {
    static final String DESCRIPTORS = """
            # name   version  requires
            app      3.1      http log
            http     2.0      auth codec
            auth     1.4      codec
            codec    1.0
            log      1.9      json time
            json     2.2      text
            text     1.1
            time     1.0
            """;

    record Descriptor(String name, String version, List<String> requires) {
    }

    private final Map<String, Descriptor> byName = new TreeMap<>();

    Catalog(String text) {
        for (String line : text.lines().toList()) {
            line = line.strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\\s+");
            List<String> req = new ArrayList<>();
            for (int i = 2; i < f.length; i++) {
                req.add(f[i]);
            }
            byName.put(f[0], new Descriptor(f[0], f[1], req));
        }
    }

    Descriptor get(String name) {
        Descriptor d = byName.get(name);
        if (d == null) {
            throw new IllegalArgumentException("no module " + name);
        }
        return d;
    }

    int size() {
        return byName.size();
    }
}

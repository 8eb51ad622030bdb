package com.acme.boot;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Loads each module once, linking it to the modules it requires, and
 * keeps it in a ConcurrentHashMap.
 *
 * The bug: resolve loads a module inside computeIfAbsent, and loading
 * resolves the module's requirements: a computeIfAbsent inside another's
 * mapping function. The map locks the outer key's bin for the whole
 * function. Two threads that resolve http (bin 9, requiring auth in bin
 * 5) and log (bin 5, requiring json in bin 9) each hold one bin and wait
 * for the other's: a deadlock, though the requirements have no cycle.
 * The fix resolves the requirements first and computes only the module.
 */
final class Registry {
    private final ConcurrentHashMap<String, Module> loaded = new ConcurrentHashMap<>();
    private final Catalog catalog;
    private final boolean fixed;
    final AtomicInteger loads = new AtomicInteger();

    Registry(Catalog catalog, boolean fixed) {
        this.catalog = catalog;
        this.fixed = fixed;
    }

    Module resolve(String name) {
        Module m = loaded.get(name);
        if (m != null) {
            return m;
        }
        if (fixed) {
            List<Module> requires = requirements(catalog.get(name));
            return loaded.computeIfAbsent(name, n -> link(catalog.get(n), requires));
        }
        return loaded.computeIfAbsent(name, n -> {
            Catalog.Descriptor d = catalog.get(n);
            return link(d, requirements(d));
        });
    }

    private List<Module> requirements(Catalog.Descriptor d) {
        List<Module> requires = new ArrayList<>();
        for (String r : d.requires()) {
            requires.add(resolve(r));
        }
        return requires;
    }

    private Module link(Catalog.Descriptor d, List<Module> requires) {
        loads.incrementAndGet();
        return new Module(d.name(), d.version(), requires);
    }

    int size() {
        return loaded.size();
    }
}

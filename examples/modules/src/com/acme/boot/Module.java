package com.acme.boot;

import java.util.List;

/** A loaded module: its name, version and the modules it was linked against. */
public record Module(String name, String version, List<Module> requires) {
    public Module {
        requires = List.copyOf(requires);
    }

    /** How many modules this one pulls in, itself included. */
    int closure() {
        int n = 1;
        for (Module m : requires) {
            n += m.closure();
        }
        return n;
    }

    @Override
    public String toString() {
        return name + "@" + version;
    }
}

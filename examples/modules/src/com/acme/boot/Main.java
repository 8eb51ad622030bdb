package com.acme.boot;

/**
 * Boots the application n times: two boot threads load the http and
 * the log subsystems at once, then main resolves the application
 * module, which links against both.
 *
 * The bug: Registry.resolve nests computeIfAbsent calls of one
 * ConcurrentHashMap (a module's requirements are resolved inside its own
 * mapping function). Schedule: boot-http reserves http's bin of the map
 * and boot-log log's (json shares http's bin, auth log's); boot-http then
 * waits for auth's bin, held by boot-log, which waits for json's, held
 * by boot-http: a deadlock, main waiting in join. The fix (`fixed`):
 * resolve the requirements before computeIfAbsent.
 *
 * Usage: Main [boots] [fixed]
 */
public final class Main {
    public static void main(String[] args) throws InterruptedException {
        int boots = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        boolean fixed = args.length > 1 && args[1].equals("fixed");
        Catalog catalog = new Catalog(Catalog.DESCRIPTORS);
        int loads = 0;
        Module app = null;
        for (int b = 0; b < boots; b++) {
            Registry registry = new Registry(catalog, fixed);
            Thread http = new Thread(() -> registry.resolve("http"), "boot-http");
            Thread log = new Thread(() -> registry.resolve("log"), "boot-log");
            http.start();
            log.start();
            http.join();
            log.join();
            app = registry.resolve("app");
            if (registry.size() != catalog.size()) {
                throw new IllegalStateException("boot " + b + ": " + registry.size() + " of " + catalog.size()
                        + " modules loaded");
            }
            loads += registry.loads.get();
        }
        System.out.println(boots + " boot(s), " + loads + " loads, " + app + " requires " + app.requires()
                + ", closure " + app.closure());
    }
}

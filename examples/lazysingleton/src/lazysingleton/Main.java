/*
 * lazysingleton: a lazily created singleton without a lock.
 *
 * Registry.get() creates the process-wide registry on first use with
 * "if (instance == null) instance = new Registry()". Two service threads
 * start at once and each registers itself: both can see null, both build
 * a registry, and the registration made in the registry that is
 * overwritten is lost. The registry's lifecycle is an enum with state
 * (each constant counts how often it was entered).
 *
 * Failing schedule: svc-1 reads instance (null); svc-2 reads instance
 * (null), builds registry #1, stores it and registers "svc-2"; svc-1
 * builds registry #2, stores it over #1 and registers "svc-1"; main
 * joins both: "java.lang.IllegalStateException: 1 of 2 services
 * registered, 2 registries built" in main.
 *
 * java -jar lazysingleton.jar 20000 (rounds) fails on most runs; "fixed"
 * uses double-checked locking on a volatile field.
 */
package lazysingleton;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

public class Main {
    enum Phase {
        CREATED, OPEN;

        private final AtomicInteger entered = new AtomicInteger();

        Phase enter() {
            entered.incrementAndGet();
            return this;
        }
    }

    static final class Registry {
        static final AtomicInteger built = new AtomicInteger();
        private static Registry instance;
        private static volatile Registry safeInstance;

        private final List<String> services = new ArrayList<>();
        private Phase phase = Phase.CREATED.enter();

        private Registry() {
            built.incrementAndGet();
        }

        static Registry get(boolean fixed) {
            if (!fixed) {
                if (instance == null) {
                    instance = new Registry();
                }
                return instance;
            }
            Registry r = safeInstance;
            if (r == null) {
                synchronized (Registry.class) {
                    r = safeInstance;
                    if (r == null) {
                        r = new Registry();
                        safeInstance = r;
                    }
                }
            }
            return r;
        }

        static void reset() {
            instance = null;
            safeInstance = null;
            built.set(0);
        }

        synchronized void register(String name) {
            if (phase == Phase.CREATED) {
                phase = Phase.OPEN.enter();
            }
            services.add(name);
        }

        synchronized int size() {
            return services.size();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        boolean fixed = args.length > 1 && args[1].equals("fixed");
        for (int round = 0; round < rounds; round++) {
            Registry.reset();
            Thread a = new Thread(() -> Registry.get(fixed).register("svc-1"), "svc-1");
            Thread b = new Thread(() -> Registry.get(fixed).register("svc-2"), "svc-2");
            a.start();
            b.start();
            a.join();
            b.join();
            int n = Registry.get(fixed).size();
            if (n != 2) {
                throw new IllegalStateException(n + " of 2 services registered, "
                        + Registry.built.get() + " registries built");
            }
        }
        System.out.println("every round registered both services; phases entered: "
                + Phase.CREATED.entered.get() + " created, " + Phase.OPEN.entered.get() + " opened");
    }
}

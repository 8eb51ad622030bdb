package web.router;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.UnaryOperator;

/** Copy-on-write routes; see Main's header for register. */
final class RouteTable {
    private final AtomicReference<Map<String, Handler>> routes =
            new AtomicReference<Map<String, Handler>>(Collections.<String, Handler>emptyMap());
    private final boolean fixed;
    private volatile Audit audit;

    RouteTable(boolean fixed) {
        this.fixed = fixed;
    }

    void setAudit(Audit audit) {
        this.audit = audit;
    }

    void register(final String path, final Handler h) {
        if (!path.startsWith("/")) {
            throw new IllegalArgumentException("route must start with /: " + path);
        }
        final Audit a = audit;
        routes.updateAndGet(new UnaryOperator<Map<String, Handler>>() {
            public Map<String, Handler> apply(Map<String, Handler> old) {
                if (old.containsKey(path)) {
                    throw new IllegalStateException("route " + path + " registered twice");
                }
                Map<String, Handler> next = new TreeMap<String, Handler>(old);
                next.put(path, h);
                if (!fixed && a != null) {
                    a.record("add " + path + " by " + Thread.currentThread().getName());
                }
                return Collections.unmodifiableMap(next);
            }
        });
        if (fixed && a != null) {
            a.record("add " + path + " by " + Thread.currentThread().getName());
        }
    }

    /** The handler of the longest registered prefix of the request's path. */
    String dispatch(Request r) {
        Map<String, Handler> now = routes.get();
        String best = null;
        for (String p : now.keySet()) {
            if (r.path.startsWith(p) && (best == null || p.length() > best.length())) {
                best = p;
            }
        }
        return best == null ? "404 " + r.path : now.get(best).handle(r);
    }

    int size() {
        return routes.get().size();
    }

    String describe() {
        StringBuilder sb = new StringBuilder("routes:");
        for (String p : routes.get().keySet()) {
            sb.append(' ').append(p);
        }
        return sb.toString();
    }
}

package com.acme.cache.app;

import java.util.Collections;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A rendered page that holds a buffer from a pool until it is released:
 * every page the loader renders must be released exactly once.
 */
final class Page {
    private static final AtomicInteger SERIAL = new AtomicInteger();
    private static final Set<String> OPEN = Collections.newSetFromMap(new ConcurrentHashMap<String, Boolean>());

    private final String id;
    private final String body;
    private volatile boolean released;

    private Page(String id, String body) {
        this.id = id;
        this.body = body;
    }

    static Page render(String path) {
        String id = path + "#" + SERIAL.incrementAndGet();
        StringBuilder sb = new StringBuilder();
        sb.append("<html><title>").append(path).append("</title>");
        for (int i = 0; i < 3; i++) {
            sb.append("<p>").append(path.hashCode() % (i + 7)).append("</p>");
        }
        sb.append("</html>");
        Page p = new Page(id, sb.toString());
        OPEN.add(id);
        return p;
    }

    void release() {
        if (released) {
            throw new IllegalStateException("page " + id + " released twice");
        }
        released = true;
        OPEN.remove(id);
    }

    String id() { return id; }
    int length() { return body.length(); }

    static Set<String> open() { return OPEN; }

    @Override
    public String toString() { return id; }
}

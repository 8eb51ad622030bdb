package web.router;

import java.util.Iterator;
import java.util.concurrent.ConcurrentLinkedQueue;

/** An append-only audit trail. */
final class Audit {
    private final ConcurrentLinkedQueue<String> entries = new ConcurrentLinkedQueue<String>();

    void record(String what) {
        entries.add(what);
    }

    int size() {
        int n = 0;
        for (Iterator<String> it = entries.iterator(); it.hasNext(); it.next()) {
            n++;
        }
        return n;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("[");
        int shown = 0;
        for (String e : entries) {
            if (shown == 6) {
                return sb.append(", ...]").toString();
            }
            sb.append(shown++ == 0 ? "" : ", ").append(e);
        }
        return sb.append(']').toString();
    }
}

package sessions;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Sessions by id in a Collections.synchronizedMap. Each call on the map
 * is synchronized; iterating it is not, unless the caller holds the map's
 * lock, as its javadoc says.
 */
final class Registry {
    private final Map<String, Session> sessions =
            Collections.synchronizedMap(new LinkedHashMap<String, Session>());
    private final boolean fixed;

    Registry(boolean fixed) {
        this.fixed = fixed;
    }

    Session login(String id, String user, long now) {
        Session s = new Session(id, user, now);
        sessions.put(id, s);
        return s;
    }

    Session find(String id) {
        return sessions.get(id);
    }

    void logout(String id) {
        sessions.remove(id);
    }

    /** Removes the sessions idle since before cutoff; returns them. */
    List<Session> expire(long cutoff) {
        List<Session> gone = new ArrayList<Session>();
        if (fixed) {
            synchronized (sessions) {
                sweep(cutoff, gone);
            }
        } else {
            sweep(cutoff, gone); // the bug: iterates without the map's lock
        }
        return gone;
    }

    private void sweep(long cutoff, List<Session> gone) {
        Iterator<Map.Entry<String, Session>> it = sessions.entrySet().iterator();
        while (it.hasNext()) {
            Map.Entry<String, Session> e = it.next();
            if (e.getValue().idleSince(cutoff)) {
                gone.add(e.getValue());
                it.remove();
            }
        }
    }

    int size() {
        return sessions.size();
    }
}

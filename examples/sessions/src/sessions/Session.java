package sessions;

/** A logged-in user's session; touched on every request. */
final class Session {
    final String id;
    final String user;
    private long lastSeen;
    private int requests;

    Session(String id, String user, long now) {
        this.id = id;
        this.user = user;
        this.lastSeen = now;
    }

    synchronized void touch(long now) {
        lastSeen = now;
        requests++;
    }

    synchronized boolean idleSince(long cutoff) {
        return lastSeen < cutoff;
    }

    synchronized int requests() {
        return requests;
    }
}

// A benign race on an injected object: two threads record which of them
// ran last, and nothing depends on the answer. The static analysis does
// not follow the reflective injection, so only the first execution's race
// check sees the two writes; either order is fine.
public class InjectedLast {
    static class Status {
        String last;
    }

    static Status status;

    public static void main(String[] args) throws Exception {
        InjectedLast.class.getDeclaredField("status").set(null, new Status());
        Thread a = new Thread(() -> status.last = "a");
        Thread b = new Thread(() -> status.last = "b");
        a.start();
        b.start();
        a.join();
        b.join();
        assert status.last != null;
    }
}

// Not a thesis figure: a regression program for the lock sets. check() is
// called more often than the clone budget (maxClones) allows, so the later
// calls link to one shared clone, reached both with and without LOCK held
// (and check() may throw). Worker's writes of b.f after check() inside
// synchronized (LOCK) stay under LOCK, as Other's are: they lost it when
// the shared clone's return flowed the meet of all its callers back to
// every call. The write of b.h after the block still pairs with Other's.
public class SharedCallLocks {
    static class Box { int f; int g; int h; }
    static final Object LOCK = new Object();

    static void check(Box b) {
        if (b.g < 0) {
            throw new IllegalStateException("bad box");
        }
    }

    static void work(Box b) {
        check(b);
        check(b);
        check(b);
        check(b);
        check(b);
        synchronized (LOCK) {
            check(b);
            b.f++;
            for (int i = 0; i < 3; i++) {
                check(b);
                b.f += i;
            }
        }
        check(b);
        b.h = 1;
    }

    public static void main(String[] args) throws Exception {
        final Box b = new Box();
        Thread w = new Thread() { public void run() { work(b); } };
        Thread o = new Thread() { public void run() { synchronized (LOCK) { b.f = 7; b.h = 2; } } };
        w.start(); o.start(); w.join(); o.join();
    }
}

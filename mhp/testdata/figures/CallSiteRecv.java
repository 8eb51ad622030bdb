// A method's accesses through this, in a clone inlined at one call site,
// touch the call's receiver only (mhp.instance.recv): each thread calls
// inc() on its own Counter, and on the shared one under its monitor, so
// the threads' n++ make no pair (before, inc's this was both Counters in
// both clones, the shared one escaped, and the own Counter's unlocked
// increments paired with the others). The racy twins keep their pairs:
// the threads call inc() on the shared Counter without the lock,
// directly and through a method reference c::inc run as a Runnable.
class CallSiteRecv {
    static class Counter {
        int n;

        void inc() {
            n++;
        }
    }

    static final Counter shared = new Counter();

    public static void main(String[] args) throws Exception {
        for (int i = 0; i < 2; i++) {
            new Thread(() -> {
                Counter mine = new Counter();
                mine.inc();
                synchronized (shared) {
                    shared.inc();
                }
            }).start();
        }
    }

    static class Shared {
        static final Counter c = new Counter();

        public static void main(String[] args) throws Exception {
            for (int i = 0; i < 2; i++) {
                new Thread(() -> {
                    Counter mine = new Counter();
                    mine.inc();
                    c.inc();
                }).start();
            }
        }
    }

    static class MethodRef {
        static final Counter c = new Counter();

        public static void main(String[] args) throws Exception {
            Runnable r = c::inc;
            for (int i = 0; i < 2; i++) {
                new Thread(() -> {
                    Counter mine = new Counter();
                    mine.inc();
                    r.run();
                }).start();
            }
        }
    }
}

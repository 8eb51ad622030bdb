// A base class whose constructor starts the thread that calls the
// subclass (examples' round 16, selfstart): the thread may read the
// subclass's final field before the subclass's constructor assigns it,
// and throw a NullPointerException. A final field is frozen only when
// the constructor ends (JLS 17.5), so its read by another thread is a
// visible access when the object was shared before that. With "fixed",
// the thread starts after construction: no bug.
public class EarlyFinal {
    abstract static class Service implements Runnable {
        final Thread thread = new Thread(this, "svc");

        Service(boolean startNow) {
            if (startNow) {
                thread.start();
            }
        }

        public void run() {
            tick();
        }

        abstract void tick();
    }

    static final class Meter extends Service {
        private final StringBuilder log;

        Meter(boolean fixed) {
            super(!fixed);
            log = new StringBuilder();
        }

        void tick() {
            log.append('t');
        }
    }

    public static void main(String[] args) throws InterruptedException {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Meter m = new Meter(fixed);
        if (fixed) {
            m.thread.start();
        }
        m.thread.join();
        System.out.println(m.log);
    }
}

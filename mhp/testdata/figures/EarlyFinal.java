// A base class whose constructor starts the thread that calls the
// subclass (examples/selfstart): Meter's final field log is written by
// Meter's constructor after Service's started the thread that reads it.
// A final field is frozen only when the constructor ends (JLS 17.5).
// Plain's final field is written before its thread starts: no pair.
public class EarlyFinal {
    abstract static class Service implements Runnable {
        final Thread thread = new Thread(this);

        Service() {
            thread.start();
        }

        public void run() {
            tick();
        }

        abstract void tick();
    }

    static final class Meter extends Service {
        private final StringBuilder log;

        Meter() {
            super();
            log = new StringBuilder();
        }

        void tick() {
            log.append('t');
        }
    }

    static final class Plain implements Runnable {
        private final StringBuilder out = new StringBuilder();

        public void run() {
            out.append('p');
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Meter m = new Meter();
        Thread p = new Thread(new Plain());
        p.start();
        m.thread.join();
        p.join();
        new Echo();
        java.util.concurrent.ExecutorService ex = java.util.concurrent.Executors.newSingleThreadExecutor();
        new Gauge(ex);
        ex.shutdown();
    }

    // Relay's constructor starts its thread in a helper method, Pump's
    // hands itself to an executor: Echo's and Gauge's final fields are
    // written after the thread that reads them started.
    abstract static class Relay implements Runnable {
        Relay() {
            begin();
        }

        private void begin() {
            new Thread(this).start();
        }

        public void run() {
            tick();
        }

        abstract void tick();
    }

    static final class Echo extends Relay {
        private final StringBuilder log;

        Echo() {
            super();
            log = new StringBuilder();
        }

        void tick() {
            log.append('e');
        }
    }

    abstract static class Pump implements Runnable {
        Pump(java.util.concurrent.Executor ex) {
            ex.execute(this);
        }

        public void run() {
            tick();
        }

        abstract void tick();
    }

    static final class Gauge extends Pump {
        private final StringBuilder log;

        Gauge(java.util.concurrent.Executor ex) {
            super(ex);
            log = new StringBuilder();
        }

        void tick() {
            log.append('g');
        }
    }
}

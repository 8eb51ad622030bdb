import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

// Objects made through a constructor reference (Worker::new: an
// invokedynamic whose implementation is a newInvokeSpecial handle) or a
// lambda factory. The constructor's stores must reach the object the
// reference returns, so that the thread it makes touches what main does.
class CtorRefs {
    static class Tally {
        int n;
    }

    static class Worker extends Thread {
        final Tally tally;
        final boolean twice;

        Worker(Tally tally, boolean twice) {
            this.tally = tally;
            this.twice = twice;
        }

        Worker(Tally tally) {
            this(tally, false);
        }

        public void run() {
            tally.n++;
            if (twice) {
                tally.n++;
            }
        }
    }

    static Tally shared = new Tally();

    static class Counter extends Thread {
        public void run() {
            shared.n++;
        }
    }

    // A two-argument constructor reference: main and the worker both
    // bump t.n (java -ea: 1, 2 or 3).
    static class BiRef {
        public static void main(String[] args) throws Exception {
            Tally t = new Tally();
            BiFunction<Tally, Boolean, Worker> mk = Worker::new;
            Worker w = mk.apply(t, args.length > 0);
            w.start();
            t.n++;
            w.join();
        }
    }

    // A one-argument constructor reference.
    static class FunRef {
        public static void main(String[] args) throws Exception {
            Tally t = new Tally();
            Function<Tally, Worker> mk = Worker::new;
            Worker w = mk.apply(t);
            w.start();
            t.n++;
            w.join();
        }
    }

    // A no-argument constructor reference.
    static class SupRef {
        public static void main(String[] args) throws Exception {
            Supplier<Counter> mk = Counter::new;
            Counter c = mk.get();
            c.start();
            shared.n++;
            c.join();
        }
    }

    // Thread::new on a Runnable: the runnable's run is the thread's.
    static class ThreadRef {
        public static void main(String[] args) throws Exception {
            Tally t = new Tally();
            Function<Runnable, Thread> mk = Thread::new;
            Thread th = mk.apply(() -> t.n++);
            th.start();
            t.n++;
            th.join();
        }
    }

    // A lambda factory (for comparison: its body's new is the program's).
    static class LambdaNew {
        public static void main(String[] args) throws Exception {
            Tally t = new Tally();
            Supplier<Worker> mk = () -> new Worker(t);
            Worker w = mk.get();
            w.start();
            t.n++;
            w.join();
        }
    }

    // A constructor that starts its own thread, run through a Consumer:
    // the object is dropped, its constructor still runs.
    static class Starter {
        Starter(Tally t) {
            new Thread(() -> t.n++).start();
        }
    }

    static class Dropped {
        public static void main(String[] args) throws Exception {
            Tally t = new Tally();
            Consumer<Tally> mk = Starter::new;
            mk.accept(t);
            t.n++;
        }
    }

    // Two constructor references applied by one call: each makes an
    // object of its own class.
    static class Other extends Thread {
        public void run() {
            shared.n--;
        }
    }

    static class Either {
        public static void main(String[] args) throws Exception {
            Supplier<Thread> mk = args.length > 0 ? Counter::new : Other::new;
            Thread th = mk.get();
            th.start();
            shared.n = 5;
        }
    }
}

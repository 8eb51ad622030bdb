import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

// Threads made in a lambda (or a constructor reference) the JDK calls
// back once per element: forEach and a stream's map run it for each of
// the list's elements, so the workers are many threads and their t.n++
// race with each other. Optional.map calls its function at most once:
// one worker, which races only with main.
class PerElement {
    static class Tally {
        int n;
    }

    static class Worker extends Thread {
        final Tally tally;

        Worker(Tally tally) {
            this.tally = tally;
        }

        public void run() {
            tally.n++;
        }
    }

    static List<Integer> xs() {
        return new ArrayList<>(Arrays.asList(1, 2));
    }

    static class ForEach {
        public static void main(String[] args) {
            Tally t = new Tally();
            xs().forEach(x -> new Worker(t).start());
        }
    }

    static class StreamMap {
        public static void main(String[] args) {
            Tally t = new Tally();
            xs().stream().map(x -> new Worker(t)).forEach(Thread::start);
        }
    }

    static class StreamCtorRef {
        public static void main(String[] args) {
            Tally t = new Tally();
            List<Tally> ts = new ArrayList<>();
            ts.add(t);
            ts.add(t);
            ts.stream().map(Worker::new).forEach(Thread::start);
        }
    }

    static class StreamApply {
        public static void main(String[] args) {
            Tally t = new Tally();
            Function<Tally, Worker> mk = Worker::new;
            xs().stream().map(x -> mk.apply(t)).forEach(Thread::start);
        }
    }

    // At most once: one worker, no pair of two workers.
    static class OptionalMap {
        public static void main(String[] args) throws Exception {
            Tally t = new Tally();
            Worker w = Optional.of(t).map(Worker::new).get();
            w.start();
            t.n++;
            w.join();
        }
    }
}

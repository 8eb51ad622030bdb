import java.util.ArrayList;
import java.util.List;

// Each thread of a loop on its own element or its own array
// (static.OwnValue): two instances of the thread touch two elements,
// which before paired as one (leases' released[me]++ of the twelfth
// round, nojoin's results[me], printq's per-iteration total[0]).
// main's reads still pair with the threads' writes.
class OwnElements {
    // A lambda's captured copy of the loop counter.
    static class OwnLambda {
        public static void main(String[] args) throws Exception {
            long[] results = new long[2];
            for (int w = 0; w < 2; w++) {
                final int me = w;
                new Thread(() -> results[me] = me + 1).start();
            }
            System.out.println(results[0]);
        }
    }

    // An anonymous Runnable's val$me, set by its constructor.
    static class OwnAnon {
        public static void main(String[] args) throws Exception {
            final int[] released = new int[2];
            List<Thread> ts = new ArrayList<>();
            for (int c = 0; c < 2; c++) {
                final int me = c;
                ts.add(new Thread(new Runnable() {
                    public void run() {
                        released[me]++;
                    }
                }));
            }
            for (Thread t : ts) {
                t.start();
            }
        }
    }

    // A Thread subclass's final id, set from the counter.
    static class Worker extends Thread {
        final int id;
        final int[] slots;

        Worker(int id, int[] slots) {
            this.id = id;
            this.slots = slots;
        }

        public void run() {
            slots[id] += id;
        }
    }

    static class OwnWorker {
        public static void main(String[] args) throws Exception {
            int[] slots = new int[3];
            for (int i = 0; i < 3; i++) {
                new Worker(i, slots).start();
            }
        }
    }

    // An array made in each iteration, captured by that iteration's
    // thread.
    static class OwnArray {
        public static void main(String[] args) throws Exception {
            for (int i = 0; i < 2; i++) {
                int[] mine = new int[1];
                new Thread(() -> mine[0]++).start();
            }
        }
    }

    // Not own: one Runnable (one captured index) run by two threads, and
    // an index copied once before the loop; both race (java -ea loses
    // increments).
    static class SharedIndex {
        public static void main(String[] args) throws Exception {
            int[] hits = new int[2];
            for (int i = 0; i < 2; i++) {
                final int me = i;
                Runnable r = () -> hits[me]++;
                new Thread(r).start();
                new Thread(r).start();
            }
            int k = 0;
            final int fixedK = k;
            for (int i = 0; i < 2; i++) {
                new Thread(() -> hits[fixedK]--).start();
            }
        }
    }
}

// The lambda hands its own index to a method it calls (barrierleader's
// work(id, ...)): still each thread's own element.
class OwnCallee {
    static int[] partial = new int[2];

    static void work(int id) {
        partial[id] = id + 1;
    }

    public static void main(String[] args) throws Exception {
        for (int i = 0; i < 2; i++) {
            int id = i;
            new Thread(() -> work(id)).start();
        }
    }
}

// Not own (the session-18 review): each of these races, so the threads'
// accesses must still pair.
class NotOwn {
    // The constructor's parameter is changed before the field is set:
    // workers 1 and 2 both get id 1.
    static class Clamped extends Thread {
        final int id;
        static int[] data = new int[2];

        Clamped(int id) {
            if (id > 1) {
                id = 1;
            }
            this.id = id;
        }

        public void run() {
            data[id]++;
        }

        public static void main(String[] args) throws Exception {
            for (int i = 0; i < 3; i++) {
                new Clamped(i).start();
            }
        }
    }

    // A Thread object is a Runnable too: each inner Thread is run by two
    // outer threads with one captured index.
    static class ThreadAsTask {
        public static void main(String[] args) throws Exception {
            int[] hits = new int[2];
            for (int i = 0; i < 2; i++) {
                final int me = i;
                Thread in = new Thread(() -> hits[me]++);
                for (int k = 0; k < 2; k++) {
                    new Thread(in).start();
                }
            }
        }
    }

    // An Executor of the program's own that runs each task twice.
    static class Twice implements java.util.concurrent.Executor {
        public void execute(Runnable r) {
            for (int k = 0; k < 2; k++) {
                new Thread(r).start();
            }
        }
    }

    static class OwnExecutor {
        public static void main(String[] args) throws Exception {
            int[] hits = new int[2];
            java.util.concurrent.Executor ex = new Twice();
            for (int i = 0; i < 2; i++) {
                final int me = i;
                ex.execute(() -> hits[me]++);
            }
        }
    }

    // The callee changes the index it was handed.
    static int[] cells = new int[2];

    static void bump(int id) {
        id = id / 2;
        cells[id]++;
    }

    static class CalleeReassigned {
        public static void main(String[] args) throws Exception {
            for (int i = 0; i < 2; i++) {
                int id = i;
                new Thread(() -> bump(id)).start();
            }
        }
    }
}

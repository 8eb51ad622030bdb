// Threads joined by a loop over a list held in a field
// (static.Analysis.HeldThreads): a static List<Thread> that main fills and
// joins, and a pool's final this.workers that its constructor fills, start()
// starts and awaitAll() joins. main's read after the loop pairs with no
// thread. The racy twins keep their pairs: a thread that adds another to
// the list (main's loop may run before that add), and a list that loses a
// thread (remove) before the loop.
import java.util.ArrayList;
import java.util.List;

class FieldThreadJoins {
    static class StaticList {
        static final List<Thread> threads = new ArrayList<>();
        static int x;

        public static void main(String[] args) throws Exception {
            Thread a = new Thread(() -> x++);
            Thread b = new Thread(() -> x++);
            threads.add(a);
            threads.add(b);
            for (Thread t : threads) t.start();
            for (Thread t : threads) t.join();
            System.out.println(x);
        }
    }

    static class Pool {
        final List<Thread> workers = new ArrayList<>();
        int y;

        Pool() {
            workers.add(new Thread(() -> y++));
            workers.add(new Thread(() -> y--));
        }

        void start() {
            for (Thread t : workers) t.start();
        }

        void awaitAll() throws InterruptedException {
            for (Thread t : this.workers) t.join();
        }
    }

    static class PoolMain {
        public static void main(String[] args) throws Exception {
            Pool p = new Pool();
            p.start();
            p.awaitAll();
            System.out.println(p.y);
        }
    }

    // Racy: a's run adds b, so main's loop may end before b is in the
    // list (java: main may print before b's write).
    static class AddedByThread {
        static final List<Thread> threads = new ArrayList<>();
        static int z;

        public static void main(String[] args) throws Exception {
            Thread b = new Thread(() -> z++);
            Thread a = new Thread(() -> {
                threads.add(b);
                b.start();
            });
            threads.add(a);
            a.start();
            for (Thread t : threads) t.join();
            System.out.println(z);
        }
    }

    // Racy: the list loses b before the loop, which then joins a only.
    static class Removed {
        static final List<Thread> threads = new ArrayList<>();
        static int w;

        public static void main(String[] args) throws Exception {
            Thread a = new Thread(() -> w++);
            Thread b = new Thread(() -> w++);
            threads.add(a);
            threads.add(b);
            a.start();
            b.start();
            threads.remove(b);
            for (Thread t : threads) t.join();
            System.out.println(w);
        }
    }
}

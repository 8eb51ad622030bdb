// Happens-before edges main takes while it runs alone: a worker writes n
// and ends, main (sleeping or waiting meanwhile) then synchronizes with it
// in one way each while no other thread is live, and starts a reader of n
// (a shutdown hook at System.exit in AloneExit). Each read is ordered
// after the write by that edge and the reader's start: none races
// (explore.TestRacesAloneEdges). The VM reported no synchronization of a
// thread running alone, so each was a race of the first execution.
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.FutureTask;
import java.util.concurrent.atomic.AtomicInteger;

class AloneReader {
    // read starts a thread that reads n and waits for it.
    static void read() throws InterruptedException {
        Thread r = new Thread(() -> System.out.println("n=" + AloneJoin.n));
        r.start();
        r.join();
    }

    static Thread worker(Runnable body) {
        Thread w = new Thread(body);
        w.start();
        return w;
    }
}

// Thread.join: the join's last isAlive runs after the worker ended.
class AloneJoin {
    static int n;

    public static void main(String[] args) throws Exception {
        Thread w = AloneReader.worker(() -> n = 1);
        w.join();
        AloneReader.read();
    }
}

// A monitor the worker released, taken by main once it ended.
class AloneLock {
    static final Object lock = new Object();

    public static void main(String[] args) throws Exception {
        AloneReader.worker(() -> {
            synchronized (lock) {
                AloneJoin.n = 1;
            }
        });
        Thread.sleep(10);
        synchronized (lock) {
        }
        AloneReader.read();
    }
}

// A volatile the worker wrote, read by main once it ended.
class AloneVolatile {
    static volatile boolean done;

    public static void main(String[] args) throws Exception {
        AloneReader.worker(() -> {
            AloneJoin.n = 1;
            done = true;
        });
        Thread.sleep(10);
        if (done) {
            AloneReader.read();
        }
    }
}

// A compare-and-set of what the worker set.
class AloneCAS {
    static final AtomicInteger state = new AtomicInteger();

    public static void main(String[] args) throws Exception {
        AloneReader.worker(() -> {
            AloneJoin.n = 1;
            state.set(1);
        });
        Thread.sleep(10);
        if (state.compareAndSet(1, 2)) {
            AloneReader.read();
        }
    }
}

// A CountDownLatch's await that does not block: the worker counted down.
class AloneLatch {
    public static void main(String[] args) throws Exception {
        CountDownLatch done = new CountDownLatch(1);
        AloneReader.worker(() -> {
            AloneJoin.n = 1;
            done.countDown();
        });
        Thread.sleep(10);
        done.await();
        AloneReader.read();
    }
}

// A Future.get of a task that is done.
class AloneFuture {
    public static void main(String[] args) throws Exception {
        FutureTask<Integer> f = new FutureTask<>(() -> AloneJoin.n = 1);
        AloneReader.worker(f);
        Thread.sleep(10);
        f.get();
        AloneReader.read();
    }
}

// hookrace's fixed variant: main joins the worker, alone, then exits; the
// shutdown hook System.exit starts reads what the worker wrote.
class AloneExit {
    public static void main(String[] args) throws Exception {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> System.out.println("n=" + AloneJoin.n)));
        Thread w = AloneReader.worker(() -> AloneJoin.n = 1);
        w.join();
        System.exit(0);
    }
}

// No edge: main sleeps until the worker ended and starts the reader
// without synchronizing with it, so the read races with the write.
class AloneNoEdge {
    public static void main(String[] args) throws Exception {
        AloneReader.worker(() -> AloneJoin.n = 1);
        Thread.sleep(10);
        AloneReader.read();
    }
}

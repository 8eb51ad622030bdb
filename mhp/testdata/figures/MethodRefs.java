// Threads, tasks and accesses that a method reference to a JDK method
// makes (static's methodref.go), and the hooks a ThreadPoolExecutor
// subclass runs in the pool's workers (static's poolHooks).
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

// The workers are started by Thread::start, passed to forEach.
class RefStart {
    static int count;

    public static void main(String[] args) throws Exception {
        List<Thread> workers = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            workers.add(new Thread(() -> count++));
        }
        workers.forEach(Thread::start);
    }
}

// A parallel stream's action is a method reference bound to a list.
class RefParAdd {
    public static void main(String[] args) {
        List<Integer> in = new ArrayList<>();
        in.add(7);
        in.add(8);
        List<Integer> got = new ArrayList<>();
        in.parallelStream().forEach(got::add);
        System.out.println(got.size());
    }
}

// The tasks are handed to the pool by pool::execute.
class RefExecute {
    static int runs;

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<Runnable> jobs = new ArrayList<>();
        jobs.add(() -> runs++);
        jobs.add(() -> runs++);
        jobs.forEach(pool::execute);
        pool.shutdown();
    }
}

// A pool whose afterExecute counts the tasks done, in its workers.
class PoolAfter {
    static int finished;

    public static void main(String[] args) throws Exception {
        ThreadPoolExecutor pool = new ThreadPoolExecutor(2, 2, 0L, TimeUnit.SECONDS,
                new LinkedBlockingQueue<Runnable>()) {
            @Override
            protected void afterExecute(Runnable r, Throwable t) {
                finished++;
            }
        };
        pool.execute(() -> { });
        pool.shutdown();
    }
}

// The same count under a lock: no pair.
class PoolAfterLocked {
    static int finished;

    public static void main(String[] args) throws Exception {
        ThreadPoolExecutor pool = new ThreadPoolExecutor(2, 2, 0L, TimeUnit.SECONDS,
                new LinkedBlockingQueue<Runnable>()) {
            @Override
            protected void afterExecute(Runnable r, Throwable t) {
                synchronized (PoolAfterLocked.class) {
                    finished++;
                }
            }
        };
        pool.execute(() -> { });
        pool.shutdown();
    }
}

// A pool's ThreadFactory runs in the thread that hands over a task: here
// main and a thread of its own both do.
class FactoryCount {
    static int made;

    public static void main(String[] args) throws Exception {
        ThreadFactory f = r -> {
            made++;
            return new Thread(r);
        };
        ExecutorService pool = Executors.newFixedThreadPool(2, f);
        Thread other = new Thread(() -> pool.execute(() -> { }));
        other.start();
        pool.execute(() -> { });
        other.join();
        pool.shutdown();
    }
}

// A pool's threads, made by a factory of the program's, have a handler of
// uncaught exceptions, which runs in the worker whose task (given to
// execute) threw.
class WorkerHandler {
    static int failures;

    public static void main(String[] args) throws Exception {
        ThreadFactory f = r -> {
            Thread t = new Thread(r);
            t.setUncaughtExceptionHandler((th, e) -> failures++);
            return t;
        };
        ExecutorService pool = Executors.newFixedThreadPool(2, f);
        pool.execute(() -> {
            throw new IllegalStateException("task");
        });
        pool.execute(() -> {
            throw new IllegalStateException("task");
        });
        pool.shutdown();
    }
}

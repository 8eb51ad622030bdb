import java.util.concurrent.CountDownLatch;

// ThreadGroups: Thread.activeCount, Thread.enumerate and a ThreadGroup's
// activeCount and enumerate count the started threads that have not
// ended, a subgroup's too (the VM starts threads without the JDK's
// ThreadGroup.add), in the JDK's order; an array too small is filled.
public class ThreadGroups {
    static String names(Thread[] ts, int n) {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < n; i++) {
            sb.append(i > 0 ? " " : "").append(ts[i].getName());
        }
        return sb.append("]").toString();
    }

    public static void main(String[] args) throws InterruptedException {
        System.out.println("alone: " + Thread.activeCount());
        final CountDownLatch release = new CountDownLatch(1);
        final CountDownLatch inside = new CountDownLatch(3);
        Runnable wait = new Runnable() {
            public void run() {
                inside.countDown();
                try {
                    release.await();
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            }
        };
        Thread a = new Thread(wait, "a");
        System.out.println("made, not started: " + Thread.activeCount());
        a.start();
        ThreadGroup workers = new ThreadGroup("workers");
        Thread w1 = new Thread(workers, wait, "w1");
        Thread w2 = new Thread(workers, wait, "w2");
        w1.start();
        w2.start();
        inside.await();
        ThreadGroup main = Thread.currentThread().getThreadGroup();
        System.out.println("main group: " + Thread.activeCount() + " " + main.activeCount() + ", workers: " + workers.activeCount()
            + ", subgroups: " + main.activeGroupCount() + " " + workers.getParent().getName());
        Thread[] all = new Thread[8];
        int n = Thread.enumerate(all);
        System.out.println("enumerate: " + n + " " + names(all, n));
        n = main.enumerate(all, false);
        System.out.println("own only: " + n + " " + names(all, n));
        n = workers.enumerate(all);
        System.out.println("workers: " + n + " " + names(all, n));
        Thread[] two = new Thread[2];
        n = Thread.enumerate(two);
        System.out.println("two slots: " + n + " " + names(two, n));
        final int[] seen = new int[1];
        Thread counter = new Thread(workers, new Runnable() {
            public void run() {
                seen[0] = Thread.activeCount();
            }
        }, "counter");
        counter.start();
        counter.join();
        System.out.println("from a worker of workers: " + seen[0]);
        release.countDown();
        a.join();
        w1.join();
        w2.join();
        System.out.println("joined: " + Thread.activeCount() + " " + workers.activeCount());
    }
}

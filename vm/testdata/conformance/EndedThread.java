// EndedThread: once a thread has ended, Thread.exit (which HotSpot runs
// at its end) has dropped its group and its handler: getThreadGroup()
// and getUncaughtExceptionHandler() return null and toString() names no
// group, "Thread[w,5,]". Before, the VM kept both, and printed
// "Thread[w,5,main]" and the handler. It drops its target too, so
// t.run() after the end runs nothing (the VM ran the Runnable again).
public class EndedThread {
    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(new Runnable() {
            public void run() {
                System.out.println("running in " + Thread.currentThread().getThreadGroup().getName());
            }
        }, "w");
        t.setUncaughtExceptionHandler(new Thread.UncaughtExceptionHandler() {
            public void uncaughtException(Thread th, Throwable e) {
            }
        });
        System.out.println(t + " " + t.getThreadGroup().getName() + " " + (t.getUncaughtExceptionHandler() != null));
        t.start();
        t.join();
        System.out.println(t + " " + t.getThreadGroup() + " " + t.getUncaughtExceptionHandler());
        ThreadGroup g = new ThreadGroup("pool");
        Thread u = new Thread(g, new Runnable() {
            public void run() {
            }
        }, "u");
        u.start();
        u.join();
        System.out.println(u + " " + u.getThreadGroup() + " " + u.getUncaughtExceptionHandler() + " " + g.activeCount());
        t.run();
        System.out.println("ran t again");
    }
}

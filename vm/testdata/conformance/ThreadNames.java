// ThreadNames: Thread.currentThread().getName() for main and for named threads, names
// recorded by each thread into its own slot and printed after join; setName, default
// priority, daemon inheritance, and the default name of the first unnamed thread.
public class ThreadNames {
    public static void main(String[] args) throws InterruptedException {
        System.out.println("main thread name: " + Thread.currentThread().getName());
        final String[] seen = new String[3];
        Thread[] ts = new Thread[3];
        String[] names = { "alpha", "beta", "gamma" };
        for (int i = 0; i < 3; i++) {
            final int id = i;
            ts[i] = new Thread(() -> seen[id] = Thread.currentThread().getName() + " prio " + Thread.currentThread().getPriority(), names[i]);
        }
        ts[2].setName("gamma-renamed");
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        for (int i = 0; i < 3; i++) System.out.println("slot " + i + ": " + seen[i] + " / getName " + ts[i].getName());
        final String[] inner = new String[1];
        Thread unnamed = new Thread(() -> inner[0] = Thread.currentThread().getName());
        System.out.println("first unnamed thread default name: " + unnamed.getName());
        unnamed.start();
        unnamed.join();
        System.out.println("it saw itself as: " + inner[0]);
        final boolean[] daemonInherit = new boolean[2];
        Thread parent = new Thread(() -> {
            Thread child = new Thread(() -> { });
            daemonInherit[0] = Thread.currentThread().isDaemon();
            daemonInherit[1] = child.isDaemon();
        }, "parent");
        parent.setDaemon(true);
        parent.start();
        parent.join();
        System.out.println("daemon parent " + daemonInherit[0] + " child inherits " + daemonInherit[1] + " main is daemon " + Thread.currentThread().isDaemon());
        Runnable named = () -> { };
        Thread r = new Thread(named, "runnable-named");
        System.out.println("constructed with Runnable and name: " + r.getName() + " state " + r.getState());
    }
}

// ShutdownHooksEnd: at a normal end (main returns, the last non-daemon
// thread ends) the JVM runs the shutdown hooks, each on its own thread,
// after every non-daemon thread has ended.
public class ShutdownHooksEnd {
    static volatile boolean workerDone;

    public static void main(String[] args) throws Exception {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            Thread me = Thread.currentThread();
            System.out.println("hook in " + me.getName() + ", daemon " + me.isDaemon() + ", worker done " + workerDone);
        }, "end-hook"));
        Thread worker = new Thread(() -> {
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                System.out.println("interrupted");
            }
            System.out.println("worker done");
            workerDone = true;
        }, "worker");
        worker.start();
        System.out.println("main returns");
    }
}

// A shutdown hook that checks what a daemon thread wrote (as
// examples' daemonlog): once main returns, the VM's DestroyJavaVM
// thread starts the hook while the daemon may not have run yet, and the
// hook throws. With "fixed" main joins the daemon first.
public class DaemonHook {
    static volatile int written;

    public static void main(String[] args) throws InterruptedException {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Thread writer = new Thread(() -> {
            written = 1;
        });
        writer.setDaemon(true);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            if (written != 1) {
                throw new IllegalStateException("lost at exit");
            }
        }));
        writer.start();
        if (fixed) {
            writer.join();
        }
    }
}

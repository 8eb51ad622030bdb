// Main starts a worker and calls System.exit, which kills the worker if it
// has not run yet; with "join" main waits for it first, and only main
// itself is running at the exit (it is not a thread the exit kills).
public class ExitEarly {
    static int x;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> x++, "worker");
        worker.start();
        if (args.length > 0 && args[0].equals("join")) {
            worker.join();
        }
        System.exit(0);
    }
}

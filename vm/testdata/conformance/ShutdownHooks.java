// expect-exit: 3
// ShutdownHooks: System.exit runs the hooks registered with
// Runtime.addShutdownHook, each on its own thread, and waits for them
// before the VM halts; a removed hook does not run, nor does the code
// after the exit.
public class ShutdownHooks {
    static volatile String state = "starting";

    public static void main(String[] args) throws Exception {
        Thread removed = new Thread(() -> System.out.println("removed hook must not run"));
        Runtime.getRuntime().addShutdownHook(removed);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            System.out.println("hook in " + Thread.currentThread().getName() + ", state " + state);
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                System.out.println("interrupted");
            }
            System.out.println("hook done");
        }, "hook-1"));
        System.out.println("removed: " + Runtime.getRuntime().removeShutdownHook(removed));
        try {
            Runtime.getRuntime().addShutdownHook(Thread.currentThread());
        } catch (IllegalArgumentException e) {
            System.out.println("running thread refused: " + e.getMessage());
        }
        state = "exiting";
        try {
            System.exit(3);
        } finally {
            System.out.println("finally must not run");
        }
    }
}

// A worker's write that main joined before it returned, read by a
// shutdown hook at the program's normal end: DestroyJavaVM starts the
// hooks only once every non-daemon thread has ended, so the read does not
// race with the write.
public class HookJoined {
    static int n;

    public static void main(String[] args) throws Exception {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> System.out.println("n=" + n)));
        Thread w = new Thread(() -> {
            n = 1;
        });
        w.start();
        w.join();
    }
}

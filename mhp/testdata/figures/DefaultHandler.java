// The default uncaught-exception handler runs in a thread whose run
// method throws: its write of failed races with main's.
class DefaultHandler {
    static int failed;

    public static void main(String[] args) throws Exception {
        Thread.setDefaultUncaughtExceptionHandler((t, e) -> failed++);
        Thread w = new Thread(() -> {
            throw new IllegalStateException();
        });
        w.start();
        failed = 1;
        w.join();
    }
}

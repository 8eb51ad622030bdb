// main joins its threads in a loop, so the static analysis cannot tell
// that its read of x comes after the writer's write. With args, the joins
// have a timeout and may return while the writer still runs.
public class JoinLoop {
    static int x;
    static int y;

    public static void main(String[] args) throws Exception {
        Thread[] ts = {new Thread(JoinLoop::writeX), new Thread(JoinLoop::writeY)};
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            if (args.length > 0) {
                t.join(1);
            } else {
                t.join();
            }
        }
        int a = x;
        System.out.println(a + y);
    }

    static void writeX() {
        x = 1;
    }

    static void writeY() {
        y = 1;
    }
}

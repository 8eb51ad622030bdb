// Main busy-waits for a flag (with "yield": calling Thread.yield in the
// loop); the worker raises it before it writes the data, so main can
// read the data too early.
public class SpinFlag {
    static volatile boolean flag;
    static int data;

    public static void main(String[] args) {
        boolean yield = args.length > 0 && args[0].equals("yield");
        Thread t = new Thread(() -> {
            flag = true;
            data = 42;
        });
        t.start();
        while (!flag) {
            if (yield) {
                Thread.yield();
            }
        }
        if (data != 42) {
            throw new IllegalStateException("data read before it was written: " + data);
        }
    }
}

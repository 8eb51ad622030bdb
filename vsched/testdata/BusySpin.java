// t spins on a volatile flag with no yield, sleep or clock read until main
// sets it after writing x. A value schedule with t's read of x before
// main's write holds main back at the write and drives t, which spins.
// No bug.
public class BusySpin {
    static volatile boolean ready;
    static int x;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            while (!ready) {
            }
            if (x != 1) {
                throw new IllegalStateException("x is " + x);
            }
        });
        t.start();
        x = 1;
        ready = true;
        t.join();
    }
}

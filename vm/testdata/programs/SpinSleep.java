// A thread spins on a volatile flag that main sets after a sleep: virtual
// time must advance while the spinner runs (weft: NanosPerBytecode).
public class SpinSleep {
    static volatile boolean flag;
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> { long n = 0; while (!flag) n++; System.out.println("spinner saw flag"); });
        t.start();
        Thread.sleep(50);
        flag = true;
        t.join();
        System.out.println("done");
    }
}

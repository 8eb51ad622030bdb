// Four workers yield until main sets go. vsched's runs let main go after
// 256 yields at most (Rule 1); a PCT run lets a worker of a priority above
// main's spin 1000 scheduling points (explore's spinSlice) before the next
// thread runs, and PCT's change points (two at depth 3) lower two threads
// at most. No bug.
public class YieldGo {
    static volatile boolean go;

    public static void main(String[] args) throws InterruptedException {
        Thread[] ws = new Thread[4];
        for (int i = 0; i < ws.length; i++) {
            ws[i] = new Thread(() -> {
                while (!go) {
                    Thread.yield();
                }
            });
            ws[i].start();
        }
        go = true;
        for (Thread w : ws) {
            w.join();
        }
    }
}

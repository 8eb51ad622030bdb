// A harness without main, analyzed from its entry calls: a static set-up,
// the constructor and an instance method that starts the workers.
public class Harness {
    static int total = 40;
    final int[] box = new int[1];

    public static void initializeGlobalState() {
        total = 0;
    }

    public void test() throws InterruptedException {
        Thread[] ts = new Thread[2];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> {
                int t = total;
                total = t + 1;
                box[0]++;
            });
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
    }
}

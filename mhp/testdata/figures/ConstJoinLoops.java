// Threads of two sites joined by a counted loop with a constant bound
// (static's arrayJoinLoop): for (i = 0; i < 2; i++) ts[i].join() over a
// new Thread[2] joins both (a); with a bound below the length (b) the
// second thread may still run after the loop.
class ConstJoinLoops {
    static int a, b;

    static void a() throws InterruptedException {
        Thread[] ts = new Thread[2];
        ts[0] = new Thread(() -> a++);
        ts[1] = new Thread(() -> a--);
        ts[0].start();
        ts[1].start();
        for (int i = 0; i < 2; i++) {
            ts[i].join();
        }
        a = 0;
    }

    static void b() throws InterruptedException {
        Thread[] ts = new Thread[2];
        ts[0] = new Thread(() -> b++);
        ts[1] = new Thread(() -> b--);
        ts[0].start();
        ts[1].start();
        for (int i = 0; i < 1; i++) {
            ts[i].join();
        }
        b = 0;
    }

    public static void main(String[] args) throws InterruptedException {
        a();
        b();
    }
}

// Timed waits under a scheduler that lets time pass while "e" or "d"
// runs (Config.FreeTime, TestFreeTime): "b" sleeps 100 ms, then "a" 1 ms,
// main waits 50 ms on lock, which "e" then holds for a while, and "d"
// counts. Each prints the milliseconds since main began as its wait
// ends (d: as it is done).
public class TimeJump {
    static final Object lock = new Object();
    static volatile int count;
    static long t0;

    static void nap(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }
        say(Thread.currentThread().getName());
    }

    static synchronized void say(String who) {
        System.out.println(who + " " + (System.nanoTime() - t0) / 1_000_000);
    }

    public static void main(String[] args) throws Exception {
        t0 = System.nanoTime();
        Thread b = new Thread(() -> nap(100), "b");
        Thread a = new Thread(() -> nap(1), "a");
        Thread e = new Thread(() -> {
            synchronized (lock) {
                for (int i = 0; i < 50; i++) {
                    count++;
                }
            }
        }, "e");
        Thread d = new Thread(() -> {
            for (int i = 0; i < 200; i++) {
                count++;
            }
            say("d");
        }, "d");
        synchronized (lock) {
            b.start();
            a.start();
            e.start();
            d.start();
            lock.wait(50);
            say("main holds lock " + Thread.holdsLock(lock));
        }
        a.join();
        b.join();
        d.join();
        e.join();
    }
}

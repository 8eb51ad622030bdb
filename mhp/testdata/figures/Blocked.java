// A thread's state (static.StateChecked): main looks at t with getState,
// so t's monitor entries write t's <life> before they enter (t is BLOCKED
// while main holds the monitor) and pair with the look; u, whose life
// main looks at with isAlive alone, enters with no <life> write.
public class Blocked {
    static final Object o = new Object();

    static synchronized void touch() {
    }

    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> {
            synchronized (o) {
            }
            touch();
        });
        Thread u = new Thread(() -> {
            synchronized (o) {
            }
        });
        synchronized (o) {
            t.start();
            u.start();
        }
        System.out.println(t.getState());
        System.out.println(u.isAlive());
        t.join();
        u.join();
    }
}

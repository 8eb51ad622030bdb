// A thread's life (static.LifeVar): a starts w if its state is NEW, b
// if w is not alive; each one's look may come before or after the
// other's start. The race on hits ranks before them.
public class Lives {
    static int hits;

    public static void main(String[] args) throws Exception {
        Thread w = new Thread(() -> { });
        Thread a = new Thread(() -> {
            hits++;
            if (w.getState() == Thread.State.NEW) {
                w.start();
            }
        });
        Thread b = new Thread(() -> {
            hits++;
            if (!w.isAlive()) {
                w.start();
            }
        });
        a.start();
        b.start();
        a.join();
        b.join();
    }
}

// Two threads start w if its state is NEW, the check and the start one
// synchronized block: no look at w's life (static.LifeVar) pairs with
// the other thread's start.
public class LivesLocked {
    public static void main(String[] args) throws Exception {
        Thread w = new Thread(() -> { });
        Runnable starter = () -> {
            synchronized (w) {
                if (w.getState() == Thread.State.NEW) {
                    w.start();
                }
            }
        };
        Thread a = new Thread(starter);
        Thread b = new Thread(starter);
        a.start();
        b.start();
        a.join();
        b.join();
    }
}

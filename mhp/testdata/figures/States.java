import java.util.concurrent.locks.LockSupport;

// A thread's state (static.LifeVar, static.BlockCall): main looks at t
// with getState, so t's park and sleep write t's <life> and pair with
// the look; u, whose life main looks at with isAlive alone, parks with
// no <life> write (isAlive sees no blocking).
public class States {
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> {
            LockSupport.park();
            try {
                Thread.sleep(1);
            } catch (InterruptedException e) {
            }
        });
        Thread u = new Thread(LockSupport::park);
        t.start();
        u.start();
        System.out.println(t.getState());
        System.out.println(u.isAlive());
        LockSupport.unpark(t);
        LockSupport.unpark(u);
        t.join();
        u.join();
    }
}

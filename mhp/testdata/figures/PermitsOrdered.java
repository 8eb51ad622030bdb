import java.util.concurrent.locks.LockSupport;

// Permits with t started before a: a's unpark comes after the start
// (no pair), before or after t's park (a pair).
public class PermitsOrdered {
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> LockSupport.park());
        Thread a = new Thread(() -> LockSupport.unpark(t));
        t.start();
        a.start();
        t.join();
        a.join();
    }
}

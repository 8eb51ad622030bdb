import java.util.Vector;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

// A thread's state (static.StateChecked) blocked inside the JDK's code
// (static.Program.JDKBlocks): main looks at t with getState, so t's call
// of a synchronized JDK method (Vector.add), a Lock's lock, a Condition's
// await and a BlockingQueue's take write t's <life> and pair with the
// look; its tryLock() and unlock, which never block, do not. u, whose
// life main looks at with isAlive alone, makes the same calls with no
// <life> write.
public class JdkBlocked {
    public static void main(String[] args) throws Exception {
        Vector<Integer> v = new Vector<>();
        ReentrantLock l = new ReentrantLock();
        Condition c = l.newCondition();
        BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
        Thread t = new Thread(() -> {
            v.add(1);
            if (l.tryLock()) {
                l.unlock();
            }
            try {
                q.take();
            } catch (InterruptedException e) {
            }
            l.lock();
            c.awaitUninterruptibly(); // signalled after the look
            l.unlock();
        });
        Thread u = new Thread(() -> {
            v.add(2);
            l.lock();
            c.awaitUninterruptibly();
            l.unlock();
            try {
                q.take();
            } catch (InterruptedException e) {
            }
        });
        t.start();
        u.start();
        System.out.println(t.getState());
        System.out.println(u.isAlive());
        l.lock();
        c.signalAll();
        l.unlock();
        q.put(1);
        q.put(2);
    }
}

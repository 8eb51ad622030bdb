import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

// main times a tryAcquire(10 ms) of a semaphore that the worker releases:
// the JDK's tryAcquire reads System.nanoTime for its deadline and the time
// left (vm.TestClockInSyncOp).
public class TimedAcquire {
    public static void main(String[] args) throws Exception {
        Semaphore s = new Semaphore(0);
        Thread w = new Thread(s::release, "w");
        w.start();
        long t0 = System.nanoTime();
        boolean got = s.tryAcquire(10, TimeUnit.MILLISECONDS);
        long t1 = System.nanoTime();
        w.join();
        System.out.println(got + " " + (t1 >= t0));
    }
}

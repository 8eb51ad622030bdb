import java.util.concurrent.locks.LockSupport;

// The worker announces that it is about to park, then parks; main, once
// it sees the announcement, takes the worker for parked. On a real JVM
// the worker may not have reached its park yet: `java ProgramPark`
// fails, with the worker RUNNABLE (vm.TestProgramPark).
public class ProgramPark {
    static volatile boolean ready;

    public static void main(String[] args) throws Exception {
        Thread w = new Thread(() -> {
            ready = true;
            LockSupport.park();
        }, "w");
        w.start();
        while (!ready) {
            Thread.onSpinWait();
        }
        Thread.State s = w.getState();
        LockSupport.unpark(w);
        w.join();
        if (s != Thread.State.WAITING) {
            throw new IllegalStateException("worker not parked yet: " + s);
        }
    }
}

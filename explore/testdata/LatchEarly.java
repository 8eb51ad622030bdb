import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

// A worker's countDown against main's await with a timeout of 0, which
// returns true only if the count is already 0: the bug (the exception) is
// the countDown first. Main's await and the countDown are one step each
// (vm.Config.AtomicSync), whose first accesses both read the latch's
// state (explore.TestAtomicSync, vsched.TestAtomicSync).
public class LatchEarly {
    public static void main(String[] args) throws InterruptedException {
        final CountDownLatch done = new CountDownLatch(1);
        Thread w = new Thread(() -> done.countDown());
        w.start();
        if (done.await(0, TimeUnit.MILLISECONDS)) {
            throw new IllegalStateException("counted down before the await");
        }
        w.join();
    }
}

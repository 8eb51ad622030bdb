import java.lang.ref.Cleaner;
import java.util.Timer;
import java.util.TimerTask;
import java.util.concurrent.CountDownLatch;

// A Timer whose only task throws: its thread ends, and main waits for a
// latch nobody counts down. HotSpot hangs; the VM must see a deadlock
// (main parked for ever), not a run that never ends because of the
// Cleaner thread the Timer registers with. An explicit clean() still
// runs its action.
public class TimerHang {
    public static void main(String[] args) throws InterruptedException {
        Cleaner.Cleanable c = Cleaner.create().register(new Object(), () -> System.out.println("cleaned"));
        c.clean();
        Timer timer = new Timer();
        CountDownLatch done = new CountDownLatch(1);
        timer.schedule(new TimerTask() {
            public void run() {
                throw new IllegalStateException("task fails");
            }
        }, 0);
        done.await();
    }
}

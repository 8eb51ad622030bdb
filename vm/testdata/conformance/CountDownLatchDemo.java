// CountDownLatchDemo: worker threads wait on a start latch, compute into their own
// slots and count down a done latch; main awaits and prints. Also getCount and
// await on an already-open latch.
import java.util.concurrent.CountDownLatch;
public class CountDownLatchDemo {
    public static void main(String[] args) throws InterruptedException {
        final int n = 5;
        final CountDownLatch start = new CountDownLatch(1);
        final CountDownLatch done = new CountDownLatch(n);
        final int[] out = new int[n];
        for (int i = 0; i < n; i++) {
            final int id = i;
            new Thread(() -> {
                try {
                    start.await();
                    int v = 1;
                    for (int k = 0; k < id + 3; k++) v = v * 3 + id;
                    out[id] = v;
                } catch (InterruptedException e) {
                } finally {
                    done.countDown();
                }
            }).start();
        }
        System.out.println("before release: done count " + done.getCount());
        start.countDown();
        done.await();
        System.out.println("after await: done count " + done.getCount());
        for (int i = 0; i < n; i++) System.out.println("worker " + i + " -> " + out[i]);
        done.await();
        done.countDown();
        System.out.println("await on open latch returns; count stays " + done.getCount() + ", start latch " + start.getCount());
    }
}

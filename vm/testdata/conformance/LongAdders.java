// LongAdders: LongAdder and LongAccumulator (Striped64, which finds its
// VarHandle through MethodHandles.privateLookupIn) under two threads.
import java.util.concurrent.atomic.LongAccumulator;
import java.util.concurrent.atomic.LongAdder;

public class LongAdders {
    public static void main(String[] args) throws InterruptedException {
        final LongAdder hits = new LongAdder();
        final LongAccumulator max = new LongAccumulator(Math::max, Long.MIN_VALUE);
        Thread t = new Thread(() -> {
            for (int i = 0; i < 200; i++) {
                hits.increment();
                max.accumulate(i);
            }
        });
        t.start();
        for (int i = 0; i < 200; i++) {
            hits.add(2);
            max.accumulate(-i);
        }
        t.join();
        System.out.println("hits " + hits.sum() + " max " + max.get() + " " + hits);
    }
}

// ProducerConsumer: a bounded buffer built on synchronized + wait/notifyAll with two
// producers and two consumers; consumers record what they took, main prints only the
// order-independent results (counts, sums, per-producer totals) after join.
import java.util.ArrayDeque;
public class ProducerConsumer {
    static class Buffer {
        private final ArrayDeque<Integer> q = new ArrayDeque<>();
        private final int cap;
        Buffer(int cap) { this.cap = cap; }
        synchronized void put(int v) throws InterruptedException {
            while (q.size() == cap) wait();
            q.addLast(v);
            notifyAll();
        }
        synchronized int take() throws InterruptedException {
            while (q.isEmpty()) wait();
            int v = q.removeFirst();
            notifyAll();
            return v;
        }
    }
    public static void main(String[] args) throws InterruptedException {
        final Buffer buf = new Buffer(3);
        final int perProducer = 200;
        final long[] consumed = new long[2];
        final int[] counts = new int[2];
        final long[] byProducer = new long[2];
        Thread[] producers = new Thread[2];
        for (int p = 0; p < 2; p++) {
            final int base = p * 100000;
            producers[p] = new Thread(() -> {
                try { for (int i = 1; i <= perProducer; i++) buf.put(base + i); } catch (InterruptedException e) { }
            });
        }
        Thread[] consumers = new Thread[2];
        for (int c = 0; c < 2; c++) {
            final int id = c;
            consumers[c] = new Thread(() -> {
                try {
                    while (true) {
                        int v = buf.take();
                        if (v < 0) break;
                        consumed[id] += v;
                        counts[id]++;
                        synchronized (byProducer) { byProducer[v / 100000] += v % 100000; }
                    }
                } catch (InterruptedException e) { }
            });
        }
        for (Thread t : consumers) t.start();
        for (Thread t : producers) t.start();
        for (Thread t : producers) t.join();
        buf.put(-1);
        buf.put(-1);
        for (Thread t : consumers) t.join();
        System.out.println("items consumed " + (counts[0] + counts[1]) + " sum " + (consumed[0] + consumed[1]));
        System.out.println("per producer " + byProducer[0] + " " + byProducer[1] + " expected " + (perProducer * (perProducer + 1) / 2));
        System.out.println("buffer empty at end " + buf.q.isEmpty());
    }
}

// VolatileFlag: a writer publishes plain data and then bumps a volatile round counter;
// the reader spins (with Thread.yield) until it sees the round, records the data it
// observes into per-round slots and acknowledges through a second volatile. Volatile
// ordering guarantees it always sees the data of that round; main prints the slots.
public class VolatileFlag {
    static volatile int round;
    static volatile int ack;
    static volatile boolean stop;
    static int data;
    static long[] payload = new long[4];
    public static void main(String[] args) throws InterruptedException {
        final int rounds = 5;
        final int[] seenData = new int[rounds + 1];
        final long[] seenSum = new long[rounds + 1];
        final int[] spins = new int[1];
        Thread reader = new Thread(() -> {
            for (int r = 1; r <= rounds; r++) {
                while (round < r) { Thread.yield(); spins[0]++; }
                long s = 0;
                for (long p : payload) s += p;
                seenData[r] = data;
                seenSum[r] = s;
                ack = r;
            }
            while (!stop) Thread.yield();
        });
        reader.start();
        for (int r = 1; r <= rounds; r++) {
            data = r * 111;
            for (int i = 0; i < payload.length; i++) payload[i] = (long) r * (i + 1);
            round = r;
            while (ack < r) Thread.yield();
        }
        stop = true;
        reader.join();
        for (int r = 1; r <= rounds; r++) System.out.println("round " + r + " data " + seenData[r] + " payloadSum " + seenSum[r]);
        System.out.println("reader finished, ack " + ack + " spun " + (spins[0] >= 0 ? "some" : "never") + " times");
    }
}

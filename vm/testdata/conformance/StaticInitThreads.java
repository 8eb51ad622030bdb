// StaticInitThreads: several threads trigger the initialization of the same class at
// once; JLS 12.4.2 requires <clinit> to run exactly once and every other thread to
// block until it has finished, so all threads observe the fully initialized values.
public class StaticInitThreads {
    static class Config {
        static final int[] TABLE;
        static int initCount;
        static final long CHECKSUM;
        static {
            initCount++;
            int[] t = new int[5000];
            long sum = 0;
            for (int i = 0; i < t.length; i++) { t[i] = i * i % 1009; sum += t[i]; }
            TABLE = t;
            CHECKSUM = sum;
            System.out.println("Config.<clinit> ran");
        }
        static long checksum() { long s = 0; for (int v : TABLE) s += v; return s; }
    }
    public static void main(String[] args) throws InterruptedException {
        final long[] seen = new long[6];
        final int[] tableLen = new int[6];
        Thread[] ts = new Thread[6];
        for (int i = 0; i < ts.length; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                seen[id] = Config.checksum();
                tableLen[id] = Config.TABLE.length;
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        for (int i = 0; i < ts.length; i++) System.out.println("thread " + i + " saw checksum " + seen[i] + " table " + tableLen[i]);
        System.out.println("initCount " + Config.initCount + " CHECKSUM " + Config.CHECKSUM);
    }
}

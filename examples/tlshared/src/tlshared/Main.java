/*
 * tlshared: a ThreadLocal whose initial value is one shared object.
 *
 * A report formatter keeps a scratch StringBuilder per thread in a
 * ThreadLocal, so that formatting needs no lock. To "save allocations"
 * its initialValue() caches the first buffer it made in a static field
 * and hands that same buffer to every thread: the ThreadLocal is per
 * thread, its value is not. Two threads formatting at once write into
 * one buffer and a line comes out mixed with the other thread's.
 *
 * Failing schedule: worker-1 clears the buffer and appends its name;
 * worker-2 clears it and appends its own; worker-1 reads the buffer.
 *
 * java -jar tlshared.jar N [fixed]: N lines per worker; "fixed" makes
 * a new buffer in initialValue().
 */
package tlshared;

public class Main {
    static boolean fixed;
    static StringBuilder cached;

    static final ThreadLocal<StringBuilder> SCRATCH = new ThreadLocal<StringBuilder>() {
        @Override
        protected StringBuilder initialValue() {
            if (fixed) {
                return new StringBuilder(64);
            }
            synchronized (Main.class) {
                if (cached == null) {
                    cached = new StringBuilder(64);
                }
                return cached;
            }
        }
    };

    static String line(String who, int i) {
        StringBuilder sb = SCRATCH.get();
        sb.setLength(0);
        sb.append(who).append(": item ").append(i);
        return sb.toString();
    }

    public static void main(String[] args) throws InterruptedException {
        final int n = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        fixed = args.length > 1 && args[1].equals("fixed");
        final String[] bad = new String[1];
        Thread[] ws = new Thread[2];
        for (int w = 0; w < 2; w++) {
            final String name = "worker-" + (w + 1);
            ws[w] = new Thread(new Runnable() {
                public void run() {
                    for (int i = 0; i < n; i++) {
                        String got = line(name, i);
                        String want = name + ": item " + i;
                        if (!got.equals(want)) {
                            throw new IllegalStateException(name + " formatted \"" + got + "\", want \"" + want + "\"");
                        }
                    }
                }
            }, name);
            ws[w].start();
        }
        for (Thread t : ws) {
            t.join();
        }
        System.out.println("formatted " + 2 * n + " lines");
    }
}

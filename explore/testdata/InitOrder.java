// InitOrder: a class-initialization deadlock (JLS 12.4.2) where the order
// in which two threads start initializing two classes is the only race:
// the threads share no field they write, no lock and no array element.
//
// Units rounds its factors to Formats.DECIMALS; Formats sizes its
// patterns by Units.count(). Each initializer first reads the static
// flag slow (a scheduling point, racing with nothing: main wrote it
// before starting the threads) and sleeps if it is set. Thread "convert"
// needs Units, thread "render" Formats: if each starts its class's
// initialization before the other finished its own, convert waits at
// InitOrder.java:31 for Formats, render at InitOrder.java:54 for Units,
// forever. When one thread gets through its initializer first, it
// initializes both classes and the program prints two lines.
//
// Under java: "timeout 5 java InitOrder slow" hangs every time (the
// 100 ms sleeps let both threads start their initialization; jstack:
// both threads "waiting on the Class initialization monitor"); without
// "slow" it may or may not. With "fixed" Units takes a constant instead
// of Formats.DECIMALS: no cycle, no deadlock.
public class InitOrder {
    static boolean slow, fixed;

    static class Units {
        static final String[] NAMES;
        static final double[] FACTORS;

        static {
            load();
            NAMES = new String[] {"m", "km", "mi"};
            double[] f = {1, 1000, 1609.344};
            int d = fixed ? 3 : Formats.DECIMALS;
            for (int i = 0; i < f.length; i++) {
                f[i] = Math.round(f[i] * Math.pow(10, d)) / Math.pow(10, d);
            }
            FACTORS = f;
        }

        static int count() {
            return NAMES.length;
        }

        static double factor(int i) {
            return FACTORS[i];
        }
    }

    static class Formats {
        static final int DECIMALS;
        static final String[] PATTERNS;

        static {
            load();
            DECIMALS = 3;
            PATTERNS = new String[Units.count()];
            for (int i = 0; i < PATTERNS.length; i++) {
                PATTERNS[i] = "%." + i + "f";
            }
        }

        static String pattern(int i) {
            return PATTERNS[i];
        }
    }

    /** Loading a table: long enough for the other thread to start, if slow. */
    static void load() {
        if (slow) {
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        slow = args.length > 0 && args[0].equals("slow");
        fixed = args.length > 0 && args[0].equals("fixed");
        double[] km = new double[1];
        String[] pattern = new String[1];
        Thread convert = new Thread(() -> km[0] = Units.factor(1), "convert");
        Thread render = new Thread(() -> pattern[0] = Formats.pattern(2), "render");
        convert.start();
        render.start();
        convert.join();
        render.join();
        System.out.println("1 km = " + km[0] + " m");
        System.out.println("pattern " + pattern[0]);
    }
}

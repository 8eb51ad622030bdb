// main times a step it takes to be short (under 5 ms), while a thread it
// started sleeps 5 ms: if that thread's sleep ends while main is in the
// step (time passes, as a thread may be slow), the step takes longer than
// main allows. Under virtual time the step's few bytecodes never take
// 5 ms. dpor finds it only if it takes the sleep's end as dependent with
// main's reads of the clock (TestFreeTime). With "fixed", main allows
// for it.
public class ClockSkew {
    static int progress;

    public static void main(String[] args) throws Exception {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Thread sleeper = new Thread(() -> {
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        }, "sleeper");
        sleeper.start();
        long t0 = System.nanoTime();
        progress = 1;
        long t1 = System.nanoTime();
        if (!fixed && t1 - t0 >= 5_000_000) {
            throw new IllegalStateException("the step took " + (t1 - t0) / 1_000_000 + " ms");
        }
        progress = 2;
        sleeper.join();
    }
}

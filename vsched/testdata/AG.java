// One access site reached from two threads' contexts (found in session
// 16): set(c, x)'s write c.v = x is made by thread a on ca, and by thread b
// on cb and then, once thread c has raised the flag, on ca with 2. Thread
// t must not see ca at 2 before b says done. The pair "w c.v at set -> t's
// read" is one key for both threads; a fulfilment by a's write used to
// cover it, and vsched said "the search space is exhausted" where dpor
// finds the exception. args[0] is the order the four threads are started
// in (a permutation of "abct"); with "fixed" as args[1], b says done
// before it writes 2.
public class AG {
    static class Cell { int v; }
    static volatile boolean flag, done;
    static boolean fixed;
    static void set(Cell c, int x) { c.v = x; }
    public static void main(String[] args) throws Exception {
        String order = args[0];
        fixed = args.length > 1 && args[1].equals("fixed");
        Cell ca = new Cell(), cb = new Cell();
        Thread a = new Thread(() -> { set(ca, 1); });
        Thread b = new Thread(() -> {
            set(cb, 1);
            if (flag) {
                if (fixed) {
                    done = true;
                    set(ca, 2);
                } else {
                    set(ca, 2);
                    done = true;
                }
            }
        });
        Thread c = new Thread(() -> { flag = true; });
        Thread t = new Thread(() -> { if (ca.v == 2 && !done) throw new IllegalStateException("ca is 2 before done"); });
        Thread[] ts = new Thread[order.length()];
        for (int i = 0; i < ts.length; i++) {
            switch (order.charAt(i)) {
                case 'a': ts[i] = a; break;
                case 'b': ts[i] = b; break;
                case 'c': ts[i] = c; break;
                default: ts[i] = t;
            }
        }
        for (Thread th : ts) th.start();
        for (Thread th : ts) th.join();
    }
}

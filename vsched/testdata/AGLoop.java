// AG with its two writers started from one allocation site, one abstract
// thread running one lambda: worker 0 sets ca to 1; worker 1 sets cb to
// 1 and then, once thread c has raised the flag, ca to 2 (with "fixed",
// it says done first). Thread t, started first, must not see ca at 2
// before worker 1 says done.
public class AGLoop {
    static class Cell { int v; }
    static volatile boolean flag, done;
    static boolean fixed;
    static void set(Cell c, int x) { c.v = x; }
    public static void main(String[] args) throws Exception {
        fixed = args.length > 0 && args[0].equals("fixed");
        Cell ca = new Cell(), cb = new Cell();
        Thread t = new Thread(() -> { if (ca.v == 2 && !done) throw new IllegalStateException("ca is 2 before done"); });
        Thread c = new Thread(() -> { flag = true; });
        Thread[] ws = new Thread[2];
        for (int i = 0; i < 2; i++) {
            final int id = i;
            ws[i] = new Thread(() -> {
                if (id == 0) {
                    set(ca, 1);
                } else {
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
                }
            });
        }
        t.start(); ws[0].start(); ws[1].start(); c.start();
        t.join(); ws[0].join(); ws[1].join(); c.join();
    }
}

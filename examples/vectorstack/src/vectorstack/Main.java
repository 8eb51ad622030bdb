/*
 * vectorstack: check-then-act on a Vector.
 *
 * Build steps wait on a Vector used as a stack. Each of Vector's methods
 * is synchronized, but a worker's "if (!steps.isEmpty())
 * steps.remove(steps.size() - 1)" is three calls: two workers can both
 * see the last step, and the second removes index -1. Steps are
 * commands (an interface with a default method) dispatched with a
 * switch on a string.
 *
 * Failing schedules: worker-1 sees one step; worker-2 sees one step,
 * reads size (1) and removes the step; worker-1 calls steps.size() (0)
 * and remove(-1): "java.lang.ArrayIndexOutOfBoundsException: Index -1
 * out of bounds for length 10" from Vector.elementData, uncaught in
 * worker-1. Or both read size (1) before either removes: the second
 * remove(0) throws "Array index out of range: 0".
 *
 * Compiled with --release 11 (var). java -jar vectorstack.jar 100000
 * (steps) fails on most runs; "fixed" holds the Vector's lock around
 * the check and the removal.
 */
package vectorstack;

import java.util.Vector;
import java.util.concurrent.atomic.AtomicInteger;

public class Main {
    interface Step {
        String kind();

        default int cost() {
            switch (kind()) {
                case "compile":
                    return 3;
                case "test":
                    return 2;
                default:
                    return 1;
            }
        }
    }

    static final class Named implements Step {
        private final String kind;

        Named(String kind) {
            this.kind = kind;
        }

        @Override
        public String kind() {
            return kind;
        }
    }

    private final Vector<Step> steps = new Vector<>();
    private final AtomicInteger work = new AtomicInteger();
    private final boolean fixed;

    Main(boolean fixed) {
        this.fixed = fixed;
    }

    Step next() {
        if (fixed) {
            synchronized (steps) {
                return steps.isEmpty() ? null : steps.remove(steps.size() - 1);
            }
        }
        if (!steps.isEmpty()) {
            return steps.remove(steps.size() - 1);
        }
        return null;
    }

    void work() {
        for (var s = next(); s != null; s = next()) {
            work.addAndGet(s.cost());
        }
    }

    public static void main(String[] args) throws InterruptedException {
        var n = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        var m = new Main(args.length > 1 && args[1].equals("fixed"));
        var kinds = new String[] {"compile", "test", "package"};
        for (var i = 0; i < n; i++) {
            m.steps.add(new Named(kinds[i % kinds.length]));
        }
        var w1 = new Thread(m::work, "worker-1");
        var w2 = new Thread(m::work, "worker-2");
        w1.start();
        w2.start();
        w1.join();
        w2.join();
        System.out.println("work done: " + m.work.get());
    }
}

/*
 * forkslot: RecursiveTasks that write a shared array through a shared
 * cursor.
 *
 * A ForkJoinPool of two workers splits a range of readings in halves;
 * each leaf task converts its readings and appends them to the output
 * array at out[cursor++], cursor being a plain static field, and returns
 * how many it wrote. Two leaves running at once read the same cursor:
 * one slot is written twice, another stays 0, although the tasks'
 * counts add up.
 *
 * Failing schedule: the two leaves both read cursor before either
 * stores it back.
 *
 * java -jar forkslot.jar N [fixed]; 2*N readings; "fixed" writes each
 * reading at its own index.
 */
package forkslot;

import java.util.Arrays;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveTask;

public class Main {
    static int cursor;

    record Range(int lo, int hi) {
        int size() {
            return hi - lo;
        }
    }

    static final class Convert extends RecursiveTask<Integer> {
        final int[] in;
        final int[] out;
        final Range r;
        final boolean fixed;

        Convert(int[] in, int[] out, Range r, boolean fixed) {
            this.in = in;
            this.out = out;
            this.r = r;
            this.fixed = fixed;
        }

        @Override
        protected Integer compute() {
            if (r.size() <= Math.max(1, in.length / 2)) {
                for (var i = r.lo(); i < r.hi(); i++) {
                    var celsius = (in[i] - 32) * 5 / 9;
                    if (fixed) {
                        out[i] = celsius;
                    } else {
                        out[cursor++] = celsius;
                    }
                }
                return r.size();
            }
            var mid = (r.lo() + r.hi()) / 2;
            var left = new Convert(in, out, new Range(r.lo(), mid), fixed);
            var right = new Convert(in, out, new Range(mid, r.hi()), fixed);
            left.fork();
            int n = right.compute();
            return n + left.join();
        }
    }

    public static void main(String[] args) {
        var n = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        var fixed = args.length > 1 && args[1].equals("fixed");
        var in = new int[2 * n];
        for (var i = 0; i < in.length; i++) {
            in[i] = 212;
        }
        var out = new int[in.length];
        var pool = new ForkJoinPool(2);
        int written = pool.invoke(new Convert(in, out, new Range(0, in.length), fixed));
        pool.shutdown();
        for (var i = 0; i < out.length; i++) {
            if (out[i] != 100) {
                throw new IllegalStateException(written + " readings converted, but slot " + i + " is "
                        + out[i] + ": " + Arrays.toString(out));
            }
        }
        System.out.println(written + " readings converted");
    }
}

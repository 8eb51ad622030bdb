/*
 * nojoin: a parallel sum whose main thread joins only the last worker it
 * started, assuming the workers finish in order.
 *
 * Each worker sums a slice of the data into its own slot of a results
 * array (a record per slice). main joins the last worker and adds the
 * slots: the first worker may still be running, its slot still 0.
 *
 * Failing schedule: main starts both workers, worker-2 runs to the end,
 * main joins it and adds the slots before worker-1 has written its sum:
 * IllegalStateException in main.
 *
 * Once both workers have ended, main runs alone and weft's VM reports
 * none of its accesses; dpor took the join of worker-2 for an order with
 * every worker and called the search exhausted after 2 executions before
 * session 9 (explore/testdata/JoinLast).
 *
 * Compiled with --release 17 (record, var, switch expression). "fixed"
 * joins every worker.
 */
package nojoin;

public class Main {
    record Slice(int from, int to) {
        long sum(int[] data) {
            var s = 0L;
            for (var i = from; i < to; i++) {
                s += data[i];
            }
            return s;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        var n = args.length > 0 ? Integer.parseInt(args[0]) : 4;
        var mode = args.length > 1 ? args[1] : "racy";
        var joinAll = switch (mode) {
            case "fixed" -> true;
            case "racy" -> false;
            default -> throw new IllegalArgumentException("mode " + mode + ": racy or fixed");
        };
        var data = new int[n];
        var expected = 0L;
        for (var i = 0; i < n; i++) {
            data[i] = i + 1;
            expected += i + 1;
        }
        var slices = new Slice[] {new Slice(0, n / 2), new Slice(n / 2, n)};
        var results = new long[slices.length];
        var workers = new Thread[slices.length];
        for (var w = 0; w < slices.length; w++) {
            var me = w;
            workers[w] = new Thread(() -> results[me] = slices[me].sum(data), "worker-" + (w + 1));
            workers[w].start();
        }
        if (joinAll) {
            for (var t : workers) {
                t.join();
            }
        } else {
            workers[workers.length - 1].join();
        }
        var total = 0L;
        for (var r : results) {
            total += r;
        }
        if (total != expected) {
            throw new IllegalStateException("sum " + total + ", want " + expected);
        }
        System.out.println("sum " + total);
    }
}

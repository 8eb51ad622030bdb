/*
 * casstack: a Treiber stack whose push is a correct compareAndSet loop
 * and whose pop is a get followed by a set.
 *
 * Jobs are pushed onto a lock-free stack (AtomicReference<Node>, Node a
 * record). Two workers pop jobs until the stack is empty and count each
 * job they run in an AtomicIntegerArray. pop reads the head and then sets
 * the head to its next node, two steps, so two workers can pop the same
 * node.
 *
 * Failing schedule (the one weft finds): worker-A pops jobs 3 and 2,
 * reads head (job 1); worker-B reads head (job 1); both set head to null:
 * job 1 runs twice and main's assert fails with "AssertionError: job 1
 * ran 2 times".
 *
 * Compiled with --release 17 (record, var, switch expression).
 * java -ea -jar casstack.jar 100000 (jobs) fails on most runs; "fixed"
 * pops with compareAndSet.
 */
package casstack;

import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicReference;

public class Main {
    record Node(int job, Node next) {
    }

    static final AtomicReference<Node> head = new AtomicReference<>();
    static boolean fixed;

    static void push(int job) {
        Node h;
        do {
            h = head.get();
        } while (!head.compareAndSet(h, new Node(job, h)));
    }

    static int pop() {
        if (fixed) {
            Node h;
            do {
                h = head.get();
                if (h == null) {
                    return -1;
                }
            } while (!head.compareAndSet(h, h.next()));
            return h.job();
        }
        var h = head.get();
        if (h == null) {
            return -1;
        }
        head.set(h.next());
        return h.job();
    }

    public static void main(String[] args) throws InterruptedException {
        var jobs = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        fixed = args.length > 1 && args[1].equals("fixed");
        for (int j = 1; j <= jobs; j++) {
            push(j);
        }
        var ran = new AtomicIntegerArray(jobs + 1);
        Runnable worker = () -> {
            for (int j; (j = pop()) >= 0; ) {
                ran.incrementAndGet(j);
            }
        };
        var a = new Thread(worker, "worker-A");
        var b = new Thread(worker, "worker-B");
        a.start();
        b.start();
        a.join();
        b.join();
        for (int j = 1; j <= jobs; j++) {
            var n = ran.get(j);
            var what = switch (n) {
                case 0 -> "never ran";
                case 1 -> "ok";
                default -> "ran " + n + " times";
            };
            assert n == 1 : "job " + j + " " + what;
        }
        System.out.println("every job ran once");
    }
}

// AbaStack: the eighth round's abastack (ABA in a lock-free stack that
// recycles its nodes), for --release 8 (a class for its record).
//
// A Treiber stack of job ids (AtomicReference<Node> top, CAS loops in push
// and pop) keeps popped nodes in a free list that push reuses. pop reads
// top (A) and A.next (B), then CASes top from A to B. If meanwhile another
// thread pops A, pops B and pushes a job that reuses node A, the CAS still
// sees A on top and succeeds: the job pushed in A's node is lost and B's
// is handed out a second time.
//
// java AbaStack N [fixed]: N rounds; "fixed" uses an
// AtomicStampedReference whose stamp changes on every push and pop.
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicStampedReference;

public class AbaStack {
    static final class Node {
        int job;
        Node next;
    }

    static final class Popped {
        final String by;
        final int job;

        Popped(String by, int job) {
            this.by = by;
            this.job = job;
        }
    }

    static final class Stack {
        final boolean stamped;
        final AtomicReference<Node> top = new AtomicReference<>();
        final AtomicStampedReference<Node> stop = new AtomicStampedReference<>(null, 0);
        final ConcurrentLinkedQueue<Node> free = new ConcurrentLinkedQueue<>();

        Stack(boolean stamped) { this.stamped = stamped; }

        void push(int job) {
            Node n = free.poll();
            if (n == null) n = new Node();
            n.job = job;
            while (true) {
                if (stamped) {
                    int[] st = new int[1];
                    Node t = stop.get(st);
                    n.next = t;
                    if (stop.compareAndSet(t, n, st[0], st[0] + 1)) return;
                } else {
                    Node t = top.get();
                    n.next = t;
                    if (top.compareAndSet(t, n)) return;
                }
            }
        }

        int pop() {
            while (true) {
                Node t;
                Node next;
                boolean ok;
                if (stamped) {
                    int[] st = new int[1];
                    t = stop.get(st);
                    if (t == null) return -1;
                    next = t.next;
                    ok = stop.compareAndSet(t, next, st[0], st[0] + 1);
                } else {
                    t = top.get();
                    if (t == null) return -1;
                    next = t.next;
                    ok = top.compareAndSet(t, next);
                }
                if (ok) {
                    int job = t.job;
                    free.offer(t);
                    return job;
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        boolean fixed = args.length > 1 && args[1].equals("fixed");
        Stack s = new Stack(fixed);
        ConcurrentLinkedQueue<Popped> out = new ConcurrentLinkedQueue<>();
        s.push(1);
        s.push(2);
        Thread a = new Thread(() -> {
            for (int i = 0; i < n; i++) {
                int j = s.pop();
                if (j >= 0) out.add(new Popped("worker-1", j));
                s.push(1000 + 2 * i);
            }
        }, "worker-1");
        Thread b = new Thread(() -> {
            for (int i = 0; i < n; i++) {
                int x = s.pop();
                int y = s.pop();
                if (x >= 0) out.add(new Popped("worker-2", x));
                if (y >= 0) out.add(new Popped("worker-2", y));
                s.push(1001 + 2 * i);
            }
        }, "worker-2");
        a.start(); b.start();
        a.join(); b.join();
        int pushed = 2 + 2 * n;
        java.util.Set<Integer> seen = new java.util.HashSet<>();
        for (Popped p : out) {
            if (!seen.add(p.job)) {
                throw new IllegalStateException("job " + p.job + " handed out twice (again to " + p.by + ")");
            }
        }
        int j;
        while ((j = s.pop()) >= 0) { // a corrupt stack may be a cycle: stop at the first repeat
            if (!seen.add(j)) {
                throw new IllegalStateException("job " + j + " handed out twice (again to main)");
            }
        }
        if (seen.size() != pushed) {
            throw new IllegalStateException(pushed + " jobs pushed, " + seen.size() + " popped");
        }
        System.out.println(pushed + " jobs, each popped once");
    }
}

import java.util.concurrent.Exchanger;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

// Exchanger and SynchronousQueue (fair and unfair), whose operations
// spin before they park: output the same under every schedule
// (vm.TestExchQueue runs it with Config.AtomicSync).
public class ExchQueue {
    static void waitParked(Thread t) {
        while (t.getState() != Thread.State.WAITING && t.getState() != Thread.State.TIMED_WAITING) Thread.yield();
    }

    static String exchanger() throws Exception {
        StringBuilder sb = new StringBuilder();
        Exchanger<String> x = new Exchanger<>();
        String[] got = new String[1];
        Thread a = new Thread(() -> {
            try { got[0] = x.exchange("a1"); got[0] += x.exchange("a2", 1, TimeUnit.HOURS); } catch (Exception e) { got[0] = e.toString(); }
        });
        a.start();
        String m1 = x.exchange("m1");
        String m2 = x.exchange("m2");
        a.join();
        sb.append(m1).append(m2).append(' ').append(got[0]);
        // No partner: a timed exchange times out.
        try { x.exchange("t", 5, TimeUnit.MILLISECONDS); sb.append(" no timeout"); } catch (TimeoutException e) { sb.append(" timeout"); }
        // Interrupted before: exchange throws at once, the flag cleared.
        Thread.currentThread().interrupt();
        try { x.exchange("i"); sb.append(" not interrupted"); } catch (InterruptedException e) { sb.append(" interrupted " + Thread.currentThread().isInterrupted()); }
        // Interrupted while blocked.
        Thread b = new Thread(() -> {
            try { x.exchange("b"); got[0] = "exchanged"; } catch (InterruptedException e) { got[0] = "b interrupted " + Thread.currentThread().isInterrupted(); }
        });
        b.start();
        waitParked(b);
        b.interrupt();
        b.join();
        sb.append(", ").append(got[0]);
        return sb.toString();
    }

    static String queue(boolean fair) throws Exception {
        StringBuilder sb = new StringBuilder(fair ? "fair:" : "unfair:");
        SynchronousQueue<String> q = new SynchronousQueue<>(fair);
        sb.append(" offer ").append(q.offer("x"));
        sb.append(" poll ").append(q.poll());
        sb.append(" timed offer ").append(q.offer("x", 5, TimeUnit.MILLISECONDS));
        sb.append(" timed poll ").append(q.poll(5, TimeUnit.MILLISECONDS));
        // Two producers blocked in put, in this order: the fair queue
        // hands their items over first in, first out, the unfair one last
        // in, first out.
        Thread p1 = new Thread(() -> { try { q.put("p1"); } catch (InterruptedException e) { } });
        Thread p2 = new Thread(() -> { try { q.put("p2"); } catch (InterruptedException e) { } });
        p1.start();
        waitParked(p1);
        p2.start();
        waitParked(p2);
        sb.append(" take ").append(q.take()).append(' ').append(q.take());
        p1.join();
        p2.join();
        // A consumer blocked in take: offer and timed offer hand over.
        String[] got = new String[2];
        Thread c = new Thread(() -> { try { got[0] = q.take(); got[1] = q.poll(1, TimeUnit.HOURS); } catch (InterruptedException e) { } });
        c.start();
        waitParked(c);
        sb.append(" offer ").append(q.offer("c1"));
        sb.append(" timed offer ").append(q.offer("c2", 1, TimeUnit.HOURS));
        c.join();
        sb.append(" got ").append(got[0]).append(got[1]);
        // Interrupted while blocked in take.
        Thread d = new Thread(() -> { try { got[0] = q.take(); } catch (InterruptedException e) { got[0] = "d interrupted"; } });
        d.start();
        waitParked(d);
        d.interrupt();
        d.join();
        sb.append(", ").append(got[0]);
        return sb.toString();
    }

    public static void main(String[] args) throws Exception {
        System.out.println(exchanger());
        System.out.println(queue(false));
        System.out.println(queue(true));
    }
}

// JoinChain: each thread waits for a gate (opened once main has started every thread),
// then joins its predecessor and appends its id, so the shared log is always
// "0 1 2 ... n-1" even though the threads are started in reverse. (Without the gate a
// thread could join a predecessor that was not started yet, which returns at once.)
public class JoinChain {
    public static void main(String[] args) throws InterruptedException {
        final int n = 8;
        final StringBuffer log = new StringBuffer();
        final Thread[] ts = new Thread[n];
        final Object gate = new Object();
        final boolean[] open = { false };
        for (int i = 0; i < n; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                try {
                    synchronized (gate) { while (!open[0]) gate.wait(); }
                    if (id > 0) ts[id - 1].join();
                } catch (InterruptedException e) { return; }
                log.append(id).append(' ');
            }, "chain-" + i);
        }
        for (int i = n - 1; i >= 0; i--) ts[i].start();
        synchronized (gate) { open[0] = true; gate.notifyAll(); }
        ts[n - 1].join();
        System.out.println("log: " + log.toString().trim());
        for (Thread t : ts) t.join();
        System.out.println("all done " + ts[0].getName() + ".." + ts[n - 1].getName());
    }
}

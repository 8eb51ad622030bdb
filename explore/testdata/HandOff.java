// Producers hand values to consumers through a one-slot box guarded by
// its monitor, with wait and notifyAll; every value is taken once. Each
// take writes who took what (took: consumer*10 + value), so the writes
// of took tell the run's outcome. Args: producers, consumers (each
// consumer takes producers/consumers values).
public class HandOff {
    static final Object box = new Object();
    static int slot = -1;
    static int took;

    static void put(int v) throws InterruptedException {
        synchronized (box) {
            while (slot >= 0) {
                box.wait();
            }
            slot = v;
            box.notifyAll();
        }
    }

    static void take(int id) throws InterruptedException {
        synchronized (box) {
            while (slot < 0) {
                box.wait();
            }
            took = id * 10 + slot;
            slot = -1;
            box.notifyAll();
        }
    }

    public static void main(String[] args) throws Exception {
        int np = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        int nc = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        Thread[] ts = new Thread[np + nc];
        for (int i = 0; i < np; i++) {
            final int v = i;
            ts[i] = new Thread(() -> {
                try {
                    put(v);
                } catch (InterruptedException e) {
                }
            });
        }
        for (int i = 0; i < nc; i++) {
            final int n = np / nc, id = i;
            ts[np + i] = new Thread(() -> {
                try {
                    for (int k = 0; k < n; k++) {
                        take(id);
                    }
                } catch (InterruptedException e) {
                }
            });
        }
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
    }
}

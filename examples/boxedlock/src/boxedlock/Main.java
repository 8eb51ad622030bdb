/*
 * boxedlock: a hit counter that locks its own Integer field.
 *
 * Two workers add hits to a shared total held in an Integer field and
 * "protect" the update with synchronized (total). total++ boxes a new
 * Integer, so the field names a different object after each update and
 * the two workers may hold two different monitors: the update is lost.
 *
 * Failing schedule (it needs two hits per worker; with one each, every
 * interleaving counts right, and weft exhausts the search without a bug):
 * worker-2 reads the field (Integer 0) and blocks on it while worker-1
 * holds it; worker-1 stores Integer 1, leaves, and starts its second hit
 * by locking Integer 1; worker-2 now gets Integer 0's monitor and reads
 * total 1 too; both store 2: "3 hits counted, 4 made" in main.
 *
 * java -jar boxedlock.jar 100000 fails on some runs.
 * "fixed" locks a final Object instead.
 */
package boxedlock;

public class Main {
    static Integer total = 0;
    static final Object LOCK = new Object();
    static boolean fixed;

    static void hit() {
        if (fixed) {
            synchronized (LOCK) {
                total++;
            }
        } else {
            synchronized (total) {
                total++;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        final int n = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        fixed = args.length > 1 && args[1].equals("fixed");
        Runnable work = new Runnable() {
            public void run() {
                for (int i = 0; i < n; i++) {
                    hit();
                }
            }
        };
        Thread a = new Thread(work, "worker-1");
        Thread b = new Thread(work, "worker-2");
        a.start();
        b.start();
        a.join();
        b.join();
        if (total != 2 * n) {
            throw new IllegalStateException(total + " hits counted, " + (2 * n) + " made");
        }
        System.out.println("total " + total);
    }
}

// SyncBlocks: monitorenter/monitorexit for synchronized blocks (nested, reentrant, on
// class literals and arrays), synchronized instance and static methods, and monitor
// release when an exception leaves a synchronized block (checked with Thread.holdsLock).
public class SyncBlocks {
    private int count;
    private static int scount;
    private final Object lock = new Object();
    synchronized void inc() { count++; }
    static synchronized void sinc() { scount++; }
    synchronized int reentrant(int depth) { return depth == 0 ? count : reentrant(depth - 1) + 1; }
    static synchronized boolean holdsClass() { return Thread.holdsLock(SyncBlocks.class); }
    int blocks() {
        synchronized (lock) {
            synchronized (this) {
                synchronized (lock) {
                    count += 10;
                    return count;
                }
            }
        }
    }
    void thrower() {
        synchronized (lock) {
            if (count > 0) throw new IllegalStateException("inside sync");
        }
    }
    public static void main(String[] args) {
        SyncBlocks s = new SyncBlocks();
        for (int i = 0; i < 5; i++) { s.inc(); sinc(); }
        System.out.println("count=" + s.count + " scount=" + scount);
        System.out.println("reentrant=" + s.reentrant(20));
        System.out.println("blocks=" + s.blocks());
        System.out.println("holdsClass=" + holdsClass() + " now=" + Thread.holdsLock(SyncBlocks.class));
        try { s.thrower(); } catch (IllegalStateException e) { System.out.println("caught " + e.getMessage()); }
        System.out.println("lock released: " + !Thread.holdsLock(s.lock));
        int[] arr = new int[1];
        synchronized (arr) {
            System.out.println("holds arr: " + Thread.holdsLock(arr));
            arr[0]++;
        }
        System.out.println("holds arr after: " + Thread.holdsLock(arr));
        synchronized (SyncBlocks.class) {
            sinc();
            System.out.println("in class lock scount=" + scount + " holds=" + Thread.holdsLock(SyncBlocks.class));
        }
        String str = "interned";
        synchronized (str) {
            synchronized ("interned") { System.out.println("same literal monitor reentered: " + Thread.holdsLock("interned")); }
        }
        int total = 0;
        for (int i = 0; i < 100; i++) {
            synchronized (s) {
                if (i % 10 == 0) continue;
                total += i;
                if (i == 95) break;
            }
        }
        System.out.println("total=" + total + " holds s=" + Thread.holdsLock(s));
        try {
            synchronized (s) {
                try { throw new RuntimeException("nested"); }
                finally { System.out.println("finally holds s=" + Thread.holdsLock(s)); }
            }
        } catch (RuntimeException e) { System.out.println("after: " + e.getMessage() + " holds s=" + Thread.holdsLock(s)); }
    }
}

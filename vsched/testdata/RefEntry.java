// Two threads run a synchronized method through a method reference
// (new Thread(a::pass)): each takes its object's monitor, then calls the
// other object's synchronized method, a lock-order deadlock. The entry of
// pass has no caller in the program (the reference's stub calls it); the
// VM must report it where the static analysis puts it, at pass itself,
// for vsched's pairs to match it.
public class RefEntry {
    static final RefEntry a = new RefEntry(), b = new RefEntry();
    RefEntry other;
    int passes;

    synchronized void pass() {
        passes++;
        other.take();
    }

    synchronized void take() {
        passes--;
    }

    public static void main(String[] args) throws InterruptedException {
        a.other = b;
        b.other = a;
        Thread t1 = new Thread(a::pass), t2 = new Thread(b::pass);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}

// Thesis Figure 1.1: two threads, a flow-insensitive alias makes t1's
// second write (after a = b) look like a write of A.val as well.
class Fig1_1 {
    static class Obj { int val; }
    static Obj A = new Obj(), B = new Obj(), C = new Obj();

    static class Thread1 extends Thread {
        public void run() {
            Obj a = A, b = B, c = C;
            a.val = 0;          // t1.1
            c.val = 3;          // t1.2
            a = b;              // t1.3
            a.val = 0;          // t1.4
        }
    }

    static class Thread2 extends Thread {
        public void run() {
            Obj a = A;
            int s, d;
            a.val = 1;          // t2.1
            s = a.val;          // t2.2
            d = 3 / s;          // t2.3
        }
    }

    public static void main(String[] args) throws Exception {
        Thread t1 = new Thread1(), t2 = new Thread2();
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}

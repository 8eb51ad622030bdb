// Thesis Figures 4.12 and 4.13: o points to o1 or o2 when f2 and fb lock
// it, so both monitor entries are unresolved and get artificial monitors
// (o1o2-1 and o1o2-2); the four pair kinds of Table 4.1 remain, matched on
// the real points-to sets.
class Fig4_12 {
    static class Obj { int val; }
    static Obj o1 = new Obj(), o2 = new Obj(), o;
    static int val;

    static class Thread1 extends Thread {
        public void run() { f1(); }
        void f1() {
            if (val > 1) {
                o = o1;
            } else {
                o = o2;
            }
            f2();
        }
        void f2() {
            Obj p = o;
            p.val = 1;
            synchronized (p) {
                try { p.wait(); } catch (InterruptedException e) { }
            }
        }
    }

    static class Thread2 extends Thread {
        public void run() { fa(); }
        void fa() {
            if (val > 1) {
                o = o2;
            } else {
                o = o1;
            }
            fb();
        }
        void fb() {
            Obj p = o;
            int l = p.val;
            synchronized (p) {
                p.notifyAll();
            }
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

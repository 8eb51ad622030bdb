// Thesis Figures 4.10 and 4.11: the call f.f2() is polymorphic (F or SubF),
// so the PEG gets one clone per callee. SubF.f2's write of o.val must still
// pair with Thread2's unlocked read, and its entry with Thread2's entry.
class Fig4_10 {
    static class Obj { int val; }
    static Obj o = new Obj();

    static class F {
        int val;
        void f2() {
            o.val = 1;
            synchronized (o) {
                try { o.wait(); } catch (InterruptedException e) { }
            }
        }
    }

    static class SubF extends F {
        void f2() {
            synchronized (o) {
                o.val = 1;
            }
        }
    }

    static F f = new F();

    static class Thread1 extends Thread {
        public void run() { f1(); }
        void f1() {
            F g;
            if (f.val > 1) {
                g = new SubF();
            } else {
                g = new F();
            }
            g.f2();
        }
    }

    static class Thread2 extends Thread {
        public void run() { fa(); }
        void fa() { fb(); }
        void fb() {
            int l = o.val;
            synchronized (o) {
                o.notifyAll();
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

// Thesis Figure 4.7 and Table 4.1: one pair of each kind RW, MM, WM, WN.
class Fig4_7 {
    static class Obj { int val; }
    static Obj o = new Obj();

    static class Thread1 extends Thread {
        public void run() { f1(); }
        void f1() {
            f2();                           // f1 line 2
        }
        void f2() {
            o.val = 1;                      // f2 line 2
            synchronized (o) {              // f2 line 3
                try { o.wait(); } catch (InterruptedException e) { }   // f2 line 4
            }
        }
    }

    static class Thread2 extends Thread {
        public void run() { fa(); }
        void fa() {
            fb();                           // fa line 2
        }
        void fb() {
            int l = o.val;                  // fb line 2
            synchronized (o) {              // fb line 3
                o.notifyAll();              // fb line 4
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

// Thesis Figure 4.15: o may point to o1 or o2 in each thread, so the entry
// of the synchronized method f2 is an unresolved monitor. The accesses to
// val inside f2 are made through this under this's monitor: the disjoint
// filter removes their pairs.
class Fig4_15 {
    static class O {
        public synchronized void f2() {
            val = val + 1;
        }
        int val;
    }

    static O o1 = new O(), o2 = new O(), o;
    static int val;

    static class Thread1 extends Thread {
        public void run() {
            if (val > 1) {
                o = o1;
            } else {
                o = o2;
            }
            o.f2();
        }
    }

    static class Thread2 extends Thread {
        public void run() {
            if (val > 1) {
                o = o2;
            } else {
                o = o1;
            }
            o.f2();
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

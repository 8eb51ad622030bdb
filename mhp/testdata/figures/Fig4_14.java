// Thesis Figure 4.14: both threads call f1, which allocates its own O and
// writes it through f2. The two writes never touch the same object.
class Fig4_14 {
    static class O { int val; }

    static void f1() {
        O o = new O();
        f2(o);
    }

    static void f2(O o) {
        o.val = 2;
    }

    static class Thread1 extends Thread {
        public void run() { f1(); }
    }

    static class Thread2 extends Thread {
        public void run() { f1(); }
    }

    public static void main(String[] args) throws Exception {
        Thread t1 = new Thread1(), t2 = new Thread2();
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}

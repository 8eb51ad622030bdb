// Thesis Figure 3.1 and Table 3.1: three read/write pairs and one monitor pair.
class Fig3_1 {
    static class T { int val; }
    static T v1 = new T(), v3 = new T(), v4 = new T();
    static int[] v2 = new int[20];

    static class Thread1 extends Thread {
        public void run() {
            int id = 1;
            int local = 0;
            int q = 0;
            local = v1.val;                 // line 6
            local += v2[id];                // line 8
            synchronized (v3) {             // line 9
                v3.val = 1;
            }
            q = local / v4.val;             // line 12
        }
    }

    static class Thread2 extends Thread {
        public void run() {
            int id = 2;
            int local = 0;
            if (local > id) {
                v1.val = 3;                 // line 6 (never executed)
            }
            v2[id] = 2;                     // line 8
            synchronized (v3) {             // line 9
                v3.val = 1;
            }
            v4.val *= local;                // line 12
        }
    }

    public static void main(String[] args) throws Exception {
        v4.val = 1;
        Thread t1 = new Thread1(), t2 = new Thread2();
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}

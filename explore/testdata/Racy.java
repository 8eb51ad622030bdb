// Two threads race on x and y (store buffering); the program is correct,
// but the values the threads read (kept in r1 and r2, so that they are
// part of the final state) depend on the interleaving.
public class Racy {
    static int x, y, r1, r2;

    static class T1 extends Thread {
        T1() {
            super("t1");
        }

        public void run() {
            x = 1;
            r1 = y;
        }
    }

    static class T2 extends Thread {
        T2() {
            super("t2");
        }

        public void run() {
            y = 1;
            r2 = x;
        }
    }

    // Main joins the threads: while it waits, the VM still sees two live
    // threads and reports the last thread's accesses.
    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new T1();
        Thread t2 = new T2();
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}

// Figure 2 of seeds/002: thread 1 reads x, thread 2 writes x = 5.
// The unfolding has 4 events on x (write, read after it, read from the
// initial state, write after that read) and takes 2 test runs.
public class Fig2 {
    static int x = 0;
    static int a;

    static class T1 extends Thread {
        public void run() {
            a = x;
        }
    }

    static class T2 extends Thread {
        public void run() {
            x = 5;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new T1(), t2 = new T2();
        t1.start();
        t2.start();
    }
}

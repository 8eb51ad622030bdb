// Figure 6 of seeds/002: thread 1 reads x and fails if it is positive;
// thread 2 reads x and, if it is 0, writes an input to x. Without symbolic
// inputs (the VM has none yet) the input is the constant 7, so the error is
// reachable by scheduling alone: thread 2 writes before thread 1 reads.
// Events on x: 1 (T1 read), 2 (T2 read), 3 (T2 write after 1), 4 (T2
// write before T1's read), 5 (T1 read after 4); with symbolic inputs the
// paper adds the two branch events 6 and 7.
public class Fig6 {
    static int x = 0;

    static int input() {
        return 7;
    }

    static class T1 extends Thread {
        public void run() {
            int a = x;
            if (a > 0) {
                throw new AssertionError("error()");
            }
        }
    }

    static class T2 extends Thread {
        public void run() {
            int b = x;
            if (b == 0) {
                x = input();
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new T1(), t2 = new T2();
        t1.start();
        t2.start();
        // Sleep rather than join: the VM announces no operation of a
        // thread running alone, so a join at the end can be invisible;
        // a sleeping main stays live.
        Thread.sleep(1000);
    }
}

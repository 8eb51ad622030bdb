// Figure 6 of seeds/002: thread 1 reads x and fails if it is positive;
// thread 2 reads x and, if it is 0, writes an input to x. input() is a
// symbolic input (--input-method Fig6.input; 0 by default, the value
// returned here is used only when no input method is named).
// Events: 1 (T1 read), 2 (T2 read), 3 (T2 write after 1), 4 (T2 write
// before T1's read), 5 (T1 read after 4), and the two branch events 6
// and 7 of T1's test of the input it read; 3 test runs (Example 1).
public class Fig6 {
    static int x = 0;

    static int input() {
        return 0;
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
    }
}

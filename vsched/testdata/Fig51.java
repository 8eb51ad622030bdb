// Figure 5.1 of the value-schedule thesis (seeds/003): Thread2 protects
// accX with accY's monitor, so Thread1's read-modify-write of accX.val can
// lose Thread2's update; main then sees accX.val != accY.val.
public class Fig51 {
    static class Account {
        int val;
    }

    static final Account accX = new Account();
    static final Account accY = new Account();
    static final int amt = 10;

    static class Thread1 extends Thread {
        public void run() {
            synchronized (accX) {
                accX.val += amt;
            }
            synchronized (accY) {
                accY.val += amt;
            }
        }
    }

    static class Thread2 extends Thread {
        public void run() {
            synchronized (accY) {
                accX.val -= amt;
                if (accY.val < 0) {
                    accX.val = 0;
                }
            }
            synchronized (accY) {
                accY.val -= amt;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread1();
        Thread t2 = new Thread2();
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        if (accX.val != accY.val) {
            throw new AssertionError("accX.val " + accX.val + " != accY.val " + accY.val);
        }
    }
}

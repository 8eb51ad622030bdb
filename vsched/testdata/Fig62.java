// Figure 6.2 of the value-schedule thesis (seeds/003): Figure 5.1 without
// Thread1's synchronized(accY) block and Thread2's second one.
public class Fig62 {
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

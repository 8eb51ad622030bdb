// Figure 6.14 of the value-schedule thesis (seeds/003), reduced: statically
// s may alias accY, so s.val pairs with Thread1's accesses of accY.val; at
// run time s is accX, and dynamic alias refinement (§6.2.3) prunes those
// pairs. The program is correct.
public class Fig614 {
    static class Account {
        int val;
    }

    static final Account accX = new Account();
    static final Account accY = new Account();

    static class Thread1 extends Thread {
        public void run() {
            synchronized (accY) {
                accY.val += 10;
            }
        }
    }

    static class Thread2 extends Thread {
        public void run() {
            synchronized (accX) {
                Account s = (accX.val >= 0) ? accX : accY;
                s.val -= 10;
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
        if (accX.val != -10 || accY.val != 10) {
            throw new AssertionError("accX.val " + accX.val + ", accY.val " + accY.val);
        }
    }
}

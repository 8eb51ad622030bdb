// Thesis Figure 5.1 and Table 5.1: Thread2 locks accY where it should lock
// accX, so the accX.val updates race.
class Account {
    Account(int id) { this.id = id; this.val = 0; }
    int val;
    int id;
    public static int amt = 10;
}

class Fig5_1 {
    static class Thread1 extends Thread {
        Account accX, accY;
        Thread1(Account x, Account y) { accX = x; accY = y; }
        public void run() {
            synchronized (accX) {
                accX.val += Account.amt;        // line 3
            }
            synchronized (accY) {               // line 5
                accY.val += Account.amt;
            }
        }
    }

    static class Thread2 extends Thread {
        Account accX, accY;
        Thread2(Account x, Account y) { accX = x; accY = y; }
        public void run() {
            synchronized (accY) {               // line 2
                accX.val -= Account.amt;        // line 3
                if (accY.val < 0) {
                    accX.val = 0;               // line 5
                }
            }
            synchronized (accY) {               // line 8
                accY.val -= Account.amt;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Account accX = new Account(1);
        Account accY = new Account(2);
        Thread1 t1 = new Thread1(accX, accY);
        Thread2 t2 = new Thread2(accX, accY);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert (accX.val == accY.val);
    }
}

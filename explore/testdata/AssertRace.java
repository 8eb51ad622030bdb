// A check-then-act race caught by an assert (run with assertions enabled,
// as weft does).
public class AssertRace {
    static int balance = 10;

    static void withdraw(int amount) {
        if (balance >= amount) {
            int b = balance;
            balance = b - amount;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> withdraw(10));
        Thread t2 = new Thread(() -> withdraw(10));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert balance >= 0 : "overdrawn: " + balance;
    }
}

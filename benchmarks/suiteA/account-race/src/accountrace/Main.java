package accountrace;

/*
 * account-race: bank transfers that lose an update.
 *
 * Five Tellers each move money from account i to account i+1 (mod 5).
 * transfer() locks the source account and withdraws through its synchronized
 * method, but then adds to the destination's balance directly, still holding
 * only the SOURCE's lock. The destination's own teller withdraws from it at
 * the same time under the destination's lock, so the two updates race.
 *
 * Race (RW): Account.balance, the unlocked `to.balance += amount` in
 * Bank.transfer() vs the read-modify-write in Account.withdraw() run by the
 * next teller on the same account.
 *
 * Failing schedule: teller 0 reads accounts[1].balance (100); teller 1
 * withdraws 10 from accounts[1] (90); teller 0 writes 100 + 10 -> the
 * withdrawal is lost and the audit in main finds 510 -> RuntimeException.
 */
public class Main {
    static final int ACCOUNTS = 5;
    static final int INITIAL = 100;

    public static void main(String[] args) throws InterruptedException {
        Bank bank = new Bank(ACCOUNTS, INITIAL);
        Thread[] tellers = new Thread[ACCOUNTS];
        for (int i = 0; i < ACCOUNTS; i++) {
            tellers[i] = new Teller(bank, i, (i + 1) % ACCOUNTS);
            tellers[i].start();
        }
        for (int i = 0; i < ACCOUNTS; i++) {
            tellers[i].join();
        }
        int total = bank.total();
        if (total != ACCOUNTS * INITIAL) {
            throw new RuntimeException("audit failed: bank holds " + total);
        }
        System.out.println("account-race: total = " + total);
    }
}

class Account {
    int balance;

    Account(int balance) {
        this.balance = balance;
    }

    synchronized void withdraw(int amount) {
        balance -= amount;
    }

    synchronized int balance() {
        return balance;
    }
}

class Bank {
    final Account[] accounts;

    Bank(int n, int initial) {
        accounts = new Account[n];
        for (int i = 0; i < n; i++) {
            accounts[i] = new Account(initial);
        }
    }

    void transfer(int from, int to, int amount) {
        synchronized (accounts[from]) {
            accounts[from].withdraw(amount);
            accounts[to].balance += amount;       // BUG: `to` is not locked
        }
    }

    int total() {
        int sum = 0;
        for (int i = 0; i < accounts.length; i++) {
            sum += accounts[i].balance();
        }
        return sum;
    }
}

class Teller extends Thread {
    private final Bank bank;
    private final int from;
    private final int to;

    Teller(Bank bank, int from, int to) {
        this.bank = bank;
        this.from = from;
        this.to = to;
    }

    public void run() {
        for (int i = 1; i <= 2; i++) {
            bank.transfer(from, to, 10 * i);
        }
    }
}

package accountdeadlock;

/*
 * account-deadlock: transfers that lock two accounts in opposite orders.
 *
 * Five Tellers each move money from account i to account i+1 (mod 5).
 * transfer() locks the source account, then the destination. Around the
 * ring every account is the source of one teller and the destination of
 * another, so the lock orders form a cycle.
 *
 * Races (MM): the monitors of the accounts (elements of one array): the
 * outer entry of a teller vs the inner entry of its predecessor.
 *
 * Failing schedule: every teller locks its source account; each then waits
 * for its destination, which the next teller holds -> deadlock.
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
        System.out.println("account-deadlock: total = " + bank.total());
    }
}

class Account {
    private int balance;

    Account(int balance) {
        this.balance = balance;
    }

    synchronized void withdraw(int amount) {
        balance -= amount;
    }

    synchronized void deposit(int amount) {
        balance += amount;
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
            synchronized (accounts[to]) {        // BUG: lock order follows the transfer
                accounts[from].withdraw(amount);
                accounts[to].deposit(amount);
            }
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

package accountsubtype;

/*
 * account-subtype: a subclass whose override drops the lock.
 *
 * Account's deposit() and withdraw() are synchronized. CheckingAccount
 * overrides deposit() to count deposits, and the override is not
 * synchronized. Five Tellers each move money from account i to account i+1
 * (mod 5); accounts 1 and 3 are CheckingAccounts. A deposit into one of
 * them races with the withdrawal its own teller makes from it.
 *
 * Race (RW): Account.balance, the unlocked read-modify-write in
 * CheckingAccount.deposit() vs the one in the synchronized
 * Account.withdraw() of the next teller.
 *
 * Failing schedule: teller 0 reads accounts[1].balance in deposit (100);
 * teller 1 withdraws 10 from accounts[1] (90); teller 0 writes 100 + 10 ->
 * the withdrawal is lost and the audit in main finds 510 -> RuntimeException.
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
        System.out.println("account-subtype: total = " + total + ", "
                + bank.checkingDeposits() + " deposits into checking accounts");
    }
}

class Account {
    protected int balance;

    Account(int balance) {
        this.balance = balance;
    }

    synchronized void deposit(int amount) {
        balance += amount;
    }

    synchronized void withdraw(int amount) {
        balance -= amount;
    }

    synchronized int balance() {
        return balance;
    }
}

class CheckingAccount extends Account {
    private int deposits;

    CheckingAccount(int balance) {
        super(balance);
    }

    /** BUG: overrides a synchronized method without synchronized. */
    void deposit(int amount) {
        deposits++;
        balance += amount;
    }

    synchronized int deposits() {
        return deposits;
    }
}

class Bank {
    final Account[] accounts;

    Bank(int n, int initial) {
        accounts = new Account[n];
        for (int i = 0; i < n; i++) {
            if (i % 2 == 1) {
                accounts[i] = new CheckingAccount(initial);
            } else {
                accounts[i] = new Account(initial);
            }
        }
    }

    void transfer(int from, int to, int amount) {
        Account src = accounts[from];
        Account dst = accounts[to];
        synchronized (src) {
            src.withdraw(amount);
        }
        dst.deposit(amount);
    }

    int total() {
        int sum = 0;
        for (int i = 0; i < accounts.length; i++) {
            sum += accounts[i].balance();
        }
        return sum;
    }

    int checkingDeposits() {
        int n = 0;
        for (int i = 0; i < accounts.length; i++) {
            if (accounts[i] instanceof CheckingAccount) {
                n += ((CheckingAccount) accounts[i]).deposits();
            }
        }
        return n;
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

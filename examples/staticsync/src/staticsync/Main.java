/*
 * staticsync: a static field guarded by instance locks.
 *
 * Every Account adds its deposits to the bank-wide static total inside
 * its own synchronized deposit(int...) method. That lock is the
 * account's, not the class's: two tellers depositing into two accounts
 * hold two different monitors and update Account.total at once. A
 * SavingsAccount overrides deposit (synchronized too) to add a bonus and
 * calls super.deposit; the audit in main compares the total with the sum
 * of the balances.
 *
 * Failing schedule: teller-1 (in checking.deposit, holding checking)
 * reads total (0); teller-2 (in savings.deposit, holding savings) reads
 * total (0) and writes 11; teller-1 writes 10:
 * "java.lang.IllegalStateException: bank total 10, balances 21" in main.
 *
 * java -jar staticsync.jar 100000 (deposits per teller) fails on most
 * runs; "fixed" updates total in a static synchronized method.
 */
package staticsync;

public class Main {
    static class Account {
        static int total;
        static boolean fixed;

        protected int balance;

        static synchronized void addTotal(int amount) {
            total += amount;
        }

        synchronized void deposit(int... amounts) {
            for (int a : amounts) {
                balance += a;
                if (fixed) {
                    addTotal(a);
                } else {
                    total += a;
                }
            }
        }

        synchronized int balance() {
            return balance;
        }
    }

    static class SavingsAccount extends Account {
        private final int bonusPercent;

        SavingsAccount(int bonusPercent) {
            this.bonusPercent = bonusPercent;
        }

        @Override
        synchronized void deposit(int... amounts) {
            int[] withBonus = new int[amounts.length];
            for (int i = 0; i < amounts.length; i++) {
                withBonus[i] = amounts[i] + amounts[i] * bonusPercent / 100;
            }
            super.deposit(withBonus);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        final int n = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        Account.fixed = args.length > 1 && args[1].equals("fixed");
        final Account checking = new Account();
        final Account savings = new SavingsAccount(10);
        Thread t1 = new Thread(() -> {
            for (int i = 0; i < n; i++) {
                checking.deposit(10);
            }
        }, "teller-1");
        Thread t2 = new Thread(() -> {
            for (int i = 0; i < n; i++) {
                savings.deposit(10);
            }
        }, "teller-2");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        int balances = checking.balance() + savings.balance();
        if (Account.total != balances) {
            throw new IllegalStateException("bank total " + Account.total + ", balances " + balances);
        }
        System.out.println("bank total " + Account.total);
    }
}

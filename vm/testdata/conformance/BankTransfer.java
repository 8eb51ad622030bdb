// BankTransfer: threads move money between accounts, always locking the two accounts in
// id order (no deadlock); the total is conserved and printed after join, together
// with per-thread transfer counts.
public class BankTransfer {
    static class Account {
        final int id; long balance;
        Account(int id, long b) { this.id = id; balance = b; }
    }
    static void transfer(Account from, Account to, long amount) {
        Account first = from.id < to.id ? from : to;
        Account second = from.id < to.id ? to : from;
        synchronized (first) {
            synchronized (second) {
                if (from.balance >= amount) { from.balance -= amount; to.balance += amount; }
            }
        }
    }
    public static void main(String[] args) throws InterruptedException {
        final Account[] accts = new Account[5];
        for (int i = 0; i < accts.length; i++) accts[i] = new Account(i, 1000);
        final int[] done = new int[4];
        Thread[] ts = new Thread[4];
        for (int t = 0; t < ts.length; t++) {
            final int me = t;
            ts[t] = new Thread(() -> {
                int seed = me * 7 + 1;
                for (int k = 0; k < 300; k++) {
                    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
                    int a = seed % 5, b = (seed / 5) % 5;
                    if (a == b) b = (b + 1) % 5;
                    transfer(accts[a], accts[b], seed % 50);
                    done[me]++;
                }
            });
            ts[t].start();
        }
        for (Thread t : ts) t.join();
        long total = 0;
        for (Account a : accts) total += a.balance;
        System.out.println("total after transfers " + total + " (expected 5000)");
        System.out.println("transfers per thread " + done[0] + " " + done[1] + " " + done[2] + " " + done[3]);
    }
}

/*
 * transfer: money moved between two accounts, each guarded by its own
 * ReentrantLock, taken in the order (from, to).
 *
 * The accounts are made by a stream and kept in the List it collects; two
 * tellers move money between them in opposite directions at the same
 * time, each locking its source account first. Before weft's session of
 * 2026-11-22 (night), its analysis lost the accounts in the stream (no
 * pairs at all) and vsched matched no pair with a ReentrantLock's lock(),
 * so it called this program "exhausted". unfold finds the deadlock in 3
 * tests; dpor in about 15000 executions (7 s on a quiet machine).
 *
 * Failing schedule (the one weft finds): teller-1 locks account 0,
 * teller-2 locks account 1, then each waits in lock() for the lock the
 * other holds: a deadlock, main waiting in join() for teller-1.
 *
 * Compiled with --release 11 (var). java -jar transfer.jar 100000 hangs
 * (run it under timeout); "fixed" takes the two locks in account order.
 */
package transfer;

import java.util.List;
import java.util.concurrent.locks.ReentrantLock;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

public class Main {
    static final class Account {
        final int id;
        long balance;
        final ReentrantLock lock = new ReentrantLock();

        Account(int id, long balance) {
            this.id = id;
            this.balance = balance;
        }
    }

    static boolean fixed;

    static void transfer(Account from, Account to, long amount) {
        var first = from;
        var second = to;
        if (fixed && from.id > to.id) {
            first = to;
            second = from;
        }
        first.lock.lock();
        try {
            second.lock.lock();
            try {
                from.balance -= amount;
                to.balance += amount;
            } finally {
                second.lock.unlock();
            }
        } finally {
            first.lock.unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        var rounds = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        fixed = args.length > 1 && args[1].equals("fixed");
        List<Account> accounts = IntStream.range(0, 2).mapToObj(i -> new Account(i, 100)).collect(Collectors.toList());
        var a = accounts.get(0);
        var b = accounts.get(1);
        var t1 = new Thread(() -> {
            for (var i = 0; i < rounds; i++) {
                transfer(a, b, 1);
            }
        }, "teller-1");
        var t2 = new Thread(() -> {
            for (var i = 0; i < rounds; i++) {
                transfer(b, a, 1);
            }
        }, "teller-2");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        var total = accounts.stream().mapToLong(x -> x.balance).sum();
        System.out.println("total " + total);
    }
}

/*
 * ledger: two tellers apply transfers to a HashMap of balances, each
 * synchronized on its own lock (the wrong lock).
 *
 * Transactions are records of a sealed interface (Deposit, Transfer),
 * told apart with instanceof patterns and a switch expression on the
 * class's simple name; the report is a text block
 * filled in with formatted(). Each teller guards its updates with
 * synchronized (this), its own monitor, so the read-modify-write
 * balances.put(k, balances.get(k) + amount) of the two tellers races.
 *
 * Failing schedule: teller-2 reads alice's balance (100) for its
 * transfer, teller-1 deposits (alice 150), teller-2 writes 70 (a lost
 * deposit: total 200); or, the one weft finds, teller-1 reads 100,
 * teller-2 withdraws (alice 70), teller-1 writes 150 (a lost withdrawal):
 * main throws "IllegalStateException: money created or lost: total 280,
 * want 250" (the report goes to stdout first).
 *
 * Compiled with --release 17 (sealed interface, records, switch, text
 * block, var). java -jar ledger.jar 20000 (transactions per teller) fails
 * on most runs; "fixed" makes both tellers lock the map.
 */
package ledger;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class Main {
    sealed interface Tx permits Deposit, Transfer {
    }

    record Deposit(String to, long amount) implements Tx {
    }

    record Transfer(String from, String to, long amount) implements Tx {
    }

    static final Map<String, Long> balances = new HashMap<>();
    static boolean fixed;

    static final class Teller implements Runnable {
        private final List<Tx> work;
        private final int repeat;

        Teller(List<Tx> work, int repeat) {
            this.work = work;
            this.repeat = repeat;
        }

        private void add(String account, long amount) {
            balances.put(account, balances.get(account) + amount);
        }

        @Override
        public void run() {
            for (int r = 0; r < repeat; r++) {
                for (Tx tx : work) {
                    synchronized (fixed ? balances : this) {
                        if (tx instanceof Deposit d) {
                            add(d.to(), d.amount());
                        } else if (tx instanceof Transfer t) {
                            add(t.from(), -t.amount());
                            add(t.to(), t.amount());
                        }
                    }
                }
            }
        }
    }

    static long deposited(List<Tx> work) {
        long sum = 0;
        for (Tx tx : work) {
            sum += switch (tx.getClass().getSimpleName()) {
                case "Deposit" -> ((Deposit) tx).amount();
                case "Transfer" -> 0L;
                default -> throw new IllegalArgumentException("unknown " + tx);
            };
        }
        return sum;
    }

    public static void main(String[] args) throws InterruptedException {
        var repeat = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        fixed = args.length > 1 && args[1].equals("fixed");
        balances.put("alice", 100L);
        balances.put("bob", 100L);
        var work1 = List.<Tx>of(new Deposit("alice", 50));
        var work2 = List.<Tx>of(new Transfer("alice", "bob", 30));
        var t1 = new Thread(new Teller(work1, repeat), "teller-1");
        var t2 = new Thread(new Teller(work2, repeat), "teller-2");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        var total = balances.get("alice") + balances.get("bob");
        var want = 200 + repeat * (deposited(work1) + deposited(work2));
        System.out.print("""
                ledger
                  alice %6d
                  bob   %6d
                  total %6d
                """.formatted(balances.get("alice"), balances.get("bob"), total));
        if (total != want) {
            throw new IllegalStateException("money created or lost: total " + total + ", want " + want);
        }
    }
}

/*
 * internlock: a lock per account name that is a new String each time.
 *
 * A wallet service serializes updates per account by synchronizing on
 * the account's key, built as "acct:" + id. String concatenation makes
 * a new String object on every call, so two tellers crediting the same
 * account hold two different monitors and the read-modify-write of the
 * balance (a HashMap get then put) loses a credit. The fix interns the
 * key, so equal keys are one object (or, better, uses a lock map).
 *
 * Failing schedule: teller-1 and teller-2 both get the balance 0 of
 * account 7 before either puts its credit.
 *
 * java -jar internlock.jar N [fixed]: N credits per teller; "fixed"
 * synchronizes on ("acct:" + id).intern().
 */
package internlock;

import java.util.HashMap;
import java.util.Map;

public class Main {
    static final Map<String, Long> balances = new HashMap<>();
    static boolean fixed;

    static String key(int id) {
        String k = "acct:" + id;
        return fixed ? k.intern() : k;
    }

    static void credit(int id, long amount) {
        String k = key(id);
        synchronized (k) {
            long b;
            synchronized (balances) {
                b = balances.getOrDefault(k, 0L);
            }
            b += amount;
            synchronized (balances) {
                balances.put(k, b);
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        fixed = args.length > 1 && args[1].equals("fixed");
        int account = 7;
        Thread[] tellers = new Thread[2];
        for (int t = 0; t < tellers.length; t++) {
            long amount = 10L * (t + 1);
            tellers[t] = new Thread(() -> {
                for (int i = 0; i < n; i++) {
                    credit(account, amount);
                }
            }, "teller-" + (t + 1));
            tellers[t].start();
        }
        for (Thread t : tellers) {
            t.join();
        }
        long want = 30L * n;
        long got = balances.get(key(account));
        if (got != want) {
            throw new IllegalStateException("account " + account + " holds " + got + ", want " + want);
        }
        System.out.println("account " + account + " holds " + got);
    }
}

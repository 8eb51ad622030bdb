package inputrace;

import weft.Input;

/*
 * inputrace: a bug that needs a specific input AND a specific interleaving
 * (the pattern of Fig. 6 of the ASE 2012 unfolding paper, with independent
 * traffic around it).
 *
 * Deposit reads an amount (a symbolic input). A large deposit (over 1000)
 * is published in two steps, balance first and then the large flag, with
 * no lock. Audit reads balance and then the flag and asserts that a large
 * balance is flagged. The assertion fails only if the amount is over 1000
 * AND Audit reads balance after Deposit's write of it but the flag before
 * Deposit's write of it.
 *
 * Two more threads, Logger and Reader, are an independent writer/reader
 * pair on their own two fields (the pattern of Fig. 3.1 of the
 * dissertation): they multiply the Mazurkiewicz traces by 4 without
 * touching the bug, which an unfolding covers with no extra tests.
 *
 * Bug: AssertionError in Audit. Inputs: 1 (Deposit's amount). Racing
 * pairs: Main.balance (Deposit's write, Audit's read) and Main.large
 * (Deposit's write, Audit's read).
 */
public class Main {
    static int balance;
    static boolean large;
    static int logA;
    static int logB;

    static class Deposit extends Thread {
        public void run() {
            int amount = Input.intValue();
            if (amount > 1000) {
                balance = amount;
                large = true;
            } else {
                balance = amount;
            }
        }
    }

    static class Audit extends Thread {
        public void run() {
            int b = balance;
            boolean l = large;
            assert b <= 1000 || l : "large balance " + b + " not flagged";
        }
    }

    static class Logger extends Thread {
        public void run() {
            logA = 1;
            logB = 2;
        }
    }

    static class Reader extends Thread {
        int seen;

        public void run() {
            seen = logA + logB;
        }
    }

    public static void main(String[] args) {
        new Deposit().start();
        new Audit().start();
        new Logger().start();
        new Reader().start();
    }
}

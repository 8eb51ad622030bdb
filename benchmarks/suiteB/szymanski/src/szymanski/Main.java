package szymanski;

/*
 * szymanski: Szymanski's mutual-exclusion protocol for two threads, after
 * the szymanski program of SV-COMP 2012 ("Szymanski" of Table 8.1 of the
 * dissertation), with its unbounded parts bounded so that exploration ends:
 * each thread enters the protocol ROUNDS times, and every busy-wait loop
 * spins at most SPIN times, after which the thread gives up and returns.
 * Giving up only cuts runs short (as if the thread were never scheduled
 * again), so the protocol stays safe: x is written in the critical section
 * and checked right after, and the other thread cannot interfere. No bug.
 *
 * The fields are volatile so that the spins behave under HotSpot too.
 * With the defaults (2 rounds, 2 spins) a count of the orders of the
 * conflicting accesses gives about 23 thousand Mazurkiewicz traces, the same
 * order of magnitude as the dissertation's Szymanski 1 (65138); its exact
 * bounds are not published, so the figures are not directly comparable.
 *
 * Usage: szymanski.Main [rounds [spins]]   (defaults 2 2)
 */
public class Main {
    static int rounds;
    static int spin;

    static volatile int flag1;
    static volatile int flag2;
    static volatile int x;

    static class First extends Thread {
        public void run() {
            for (int r = 0; r < rounds; r++) {
                flag1 = 1;
                for (int s = 0; flag2 >= 3; s++) {
                    if (s + 1 >= spin) {
                        return;
                    }
                }
                flag1 = 3;
                if (flag2 == 1) {
                    flag1 = 2;
                    for (int s = 0; flag2 != 4; s++) {
                        if (s + 1 >= spin) {
                            return;
                        }
                    }
                }
                flag1 = 4;
                for (int s = 0; flag2 >= 2; s++) {
                    if (s + 1 >= spin) {
                        return;
                    }
                }
                x = 0;                  // critical section
                assert x <= 0 : "mutual exclusion violated in First";
                for (int s = 0; 2 <= flag2 && flag2 <= 3; s++) {
                    if (s + 1 >= spin) {
                        return;
                    }
                }
                flag1 = 0;
            }
        }
    }

    static class Second extends Thread {
        public void run() {
            for (int r = 0; r < rounds; r++) {
                flag2 = 1;
                for (int s = 0; flag1 >= 3; s++) {
                    if (s + 1 >= spin) {
                        return;
                    }
                }
                flag2 = 3;
                if (flag1 == 1) {
                    flag2 = 2;
                    for (int s = 0; flag1 != 4; s++) {
                        if (s + 1 >= spin) {
                            return;
                        }
                    }
                }
                flag2 = 4;
                for (int s = 0; flag1 >= 2; s++) {
                    if (s + 1 >= spin) {
                        return;
                    }
                }
                x = 1;                  // critical section
                assert x >= 1 : "mutual exclusion violated in Second";
                for (int s = 0; 2 <= flag1 && flag1 <= 3; s++) {
                    if (s + 1 >= spin) {
                        return;
                    }
                }
                flag2 = 0;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        rounds = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        spin = args.length > 1 ? Integer.parseInt(args[1]) : 2;
        Thread t1 = new First();
        Thread t2 = new Second();
        t1.start();
        t2.start();
    }
}

package fib;

/*
 * fib: the fib_bench program of SV-COMP 2012 with bounded loops ("Fib 1"
 * and "Fib 2" of Table 8.1 of the dissertation). Two threads grow i and j
 * like Fibonacci numbers, i += j and j += i, NUM times each, without any
 * lock; main starts them and, without joining, reads i and j and asserts
 * that both are below 144, so main is the third thread of the races.
 *
 * The largest value is reached only if the two threads strictly alternate:
 * with NUM = 5 one of them reaches 144 (1, 1, 2, 3, 5, ..., 89, 144), so the
 * assertion can fail; with NUM = 4 the largest is 55 and it cannot. Counting
 * the orders of the conflicting reads and writes gives 19605 Mazurkiewicz
 * traces for NUM = 4 and 218243 for NUM = 5, exactly the dissertation's
 * Fib 1 and Fib 2.
 *
 * Bug (NUM = 5): AssertionError in main. Schedule: AddI and AddJ run one
 * whole iteration each in turn, starting with AddI, so that every read sees
 * the other thread's latest write (j = 2, i = 3, j = 5, ..., i = 144); then
 * main reads i. Starting with AddJ gives j = 144 instead. Racing pairs: the
 * write of i in AddJ and main's read of i, and likewise for j in AddI.
 *
 * Usage: fib.Main [NUM]   (default 4)
 */
public class Main {
    static final int BOUND = 144;
    static int num;
    static int i = 1;
    static int j = 1;

    static class AddJ extends Thread {
        public void run() {
            for (int k = 0; k < num; k++) {
                i += j;
            }
        }
    }

    static class AddI extends Thread {
        public void run() {
            for (int k = 0; k < num; k++) {
                j += i;
            }
        }
    }

    public static void main(String[] args) {
        num = args.length > 0 ? Integer.parseInt(args[0]) : 4;
        new AddJ().start();
        new AddI().start();
        int a = i;      // read both first, so that every run reads both
        int b = j;      // (the trace counts above assume it)
        assert a < BOUND && b < BOUND : "fib bound reached: i=" + a + " j=" + b;
    }
}

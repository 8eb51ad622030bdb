// Figure 2.4 of seeds/000 (Example 3): thread 1 writes X if its input
// plus one is 5 and reads X otherwise; thread 2 reads X and then branches
// on its own input. Its symbolic execution tree has 8 paths; 6 of them are
// distinct Mazurkiewicz traces (the two orders of the two reads are one).
public class Fig24 {
    static int X = 0;

    static int input() {
        return 0;
    }

    static class T1 extends Thread {
        public void run() {
            int i1 = input();
            i1 = i1 + 1;
            if (i1 == 5) {
                X = 5;
            } else {
                int a = X;
            }
        }
    }

    static class T2 extends Thread {
        public void run() {
            int i2 = input();
            int b = X;
            if (i2 > 10) {
                b = 0;
            }
        }
    }

    public static void main(String[] args) {
        new T1().start();
        new T2().start();
    }
}
